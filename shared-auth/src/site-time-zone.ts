// The Frappe site's time zone, in which it writes every datetime (`creation`, `modified`, Datetime fields) as
// wall time with no offset. Asked once per page and kept: a site's zone is a site-wide setting that does not
// change under a session. An answer that cannot be had is not kept, so the next sign-in asks again; meanwhile
// the browser's own zone stands in, which is how the app read datetimes before it asked: no reading gets
// worse, and a site is most often set to its users' zone.
import { apiClient } from './api-client';
import { TIME_ZONE_METHOD } from './resource-paths';

type TimeZoneListener = (timeZone: string) => void;

let knownTimeZone: string | null = null;
let asking: Promise<string> | null = null;
const listeners = new Set<TimeZoneListener>();

export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

async function askSiteTimeZone(): Promise<string | null> {
  try {
    const response = await apiClient.get<{ message?: { time_zone?: unknown } }>(TIME_ZONE_METHOD);
    const timeZone = response.data.message?.time_zone;
    return typeof timeZone === 'string' && timeZone !== '' ? timeZone : null;
  } catch {
    return null;
  }
}

/**
 * The site's time zone, asked of the server the first time (the host's entry has usually asked already);
 * the listeners hear it before the promise settles. Never rejects: the browser's zone when the site's is not
 * to be had.
 */
export function loadSiteTimeZone(): Promise<string> {
  if (knownTimeZone !== null) return Promise.resolve(knownTimeZone);
  asking ??= askSiteTimeZone()
    .then((timeZone) => {
      if (timeZone === null) return browserTimeZone();
      knownTimeZone = timeZone;
      for (const listener of listeners) listener(timeZone);
      return timeZone;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Calls `listener` with the site's zone once it is known (at once if it is); returns the unsubscribe. */
export function onSiteTimeZone(listener: TimeZoneListener): () => void {
  listeners.add(listener);
  if (knownTimeZone !== null) listener(knownTimeZone);
  return () => listeners.delete(listener);
}
