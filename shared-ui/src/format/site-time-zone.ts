// The Frappe site's time zone, in which the site writes and reads datetimes as wall time without an offset
// ("2026-03-08 01:30:00.000000"), and the turn of such a wall time into the instant it names. Until the app has
// asked the site (shared-auth's loadSiteTimeZone), the browser's own zone stands in.

const browserTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

let siteTimeZone: string | null = null;

/** Sets the zone the site's datetimes are read in; null, or a zone this browser does not know, the browser's. */
export function setSiteTimeZone(timeZone: string | null): void {
  siteTimeZone = timeZone !== null && isKnownTimeZone(timeZone) ? timeZone : null;
}

export function getSiteTimeZone(): string {
  return siteTimeZone ?? browserTimeZone();
}

/** Whether `timeZone` is an IANA zone this browser knows (Intl refuses the others with a RangeError). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall time `instant` shows in `timeZone`, as if that wall time were UTC (milliseconds dropped). */
function wallTimeAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const HOUR_MS = 3_600_000;

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return wallTimeAt(wholeSecond, timeZone) - wholeSecond;
}

/**
 * The instant a wall time in `timeZone` names; `wallTime` is that wall time written as if it were UTC
 * (`Date.UTC(...)`). A zone's offset changes at most once in a day, so the offsets a day before and a day after
 * are the only candidates. A wall time that happens twice (clocks turned back) is the first of the two; one
 * that never happens (clocks turned forward) is read with the offset before the change, so it lands as far
 * past the change as it was written past it, as JavaScript's own Date does in the local zone.
 */
export function instantOfWallTime(wallTime: number, timeZone: string): number {
  const offsetBefore = offsetAt(wallTime - 24 * HOUR_MS, timeZone);
  const offsetAfter = offsetAt(wallTime + 24 * HOUR_MS, timeZone);
  const candidates = [wallTime - offsetBefore, wallTime - offsetAfter].filter(
    (instant) => offsetAt(instant, timeZone) === wallTime - instant,
  );
  return candidates.length > 0 ? Math.min(...candidates) : wallTime - offsetBefore;
}
