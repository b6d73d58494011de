import { formatDateTime, formatRelativeTime, parseFrappeDate } from './dates';
import { getSiteTimeZone, instantOfWallTime, isKnownTimeZone, setSiteTimeZone } from './site-time-zone';

const NEW_YORK = 'America/New_York';
const instant = (value: string, timeZone = NEW_YORK) => parseFrappeDate(value, timeZone)?.toISOString();

afterEach(() => setSiteTimeZone(null));

describe('a Frappe datetime is the site’s wall time', () => {
  it('names the instant of that wall time in the site’s zone, whatever the reader’s zone', () => {
    expect(instant('2026-01-15 09:30:00.000000')).toBe('2026-01-15T14:30:00.000Z');
    expect(instant('2026-07-15 09:30:00.250000')).toBe('2026-07-15T13:30:00.250Z');
    expect(instant('2026-07-15 09:30', 'Asia/Kolkata')).toBe('2026-07-15T04:00:00.000Z');
    expect(instant('2026-07-15 09:30:00', 'UTC')).toBe('2026-07-15T09:30:00.000Z');
  });

  it('crosses New York’s spring-forward (2026-03-08, 02:00 EST → 03:00 EDT)', () => {
    expect(instant('2026-03-08 01:59:59.000000')).toBe('2026-03-08T06:59:59.000Z');
    expect(instant('2026-03-08 03:00:00.000000')).toBe('2026-03-08T07:00:00.000Z');
    // 02:30 never shows on the clocks that night: read with the offset before, it is 03:30 EDT.
    expect(instant('2026-03-08 02:30:00.000000')).toBe('2026-03-08T07:30:00.000Z');
    expect(instant('2026-03-08 12:00:00.000000')).toBe('2026-03-08T16:00:00.000Z');
  });

  it('crosses New York’s fall-back (2026-11-01, 02:00 EDT → 01:00 EST)', () => {
    expect(instant('2026-11-01 00:59:59.000000')).toBe('2026-11-01T04:59:59.000Z');
    // 01:30 shows twice that night: the first, still EDT.
    expect(instant('2026-11-01 01:30:00.000000')).toBe('2026-11-01T05:30:00.000Z');
    expect(instant('2026-11-01 02:00:00.000000')).toBe('2026-11-01T07:00:00.000Z');
    expect(instant('2026-11-01 12:00:00.000000')).toBe('2026-11-01T17:00:00.000Z');
  });

  it('reads in the zone set for the site, and in the browser’s until one is set', () => {
    const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(getSiteTimeZone()).toBe(browserZone);
    setSiteTimeZone('Pacific/Auckland');
    expect(getSiteTimeZone()).toBe('Pacific/Auckland');
    setSiteTimeZone('Mars/Olympus_Mons');
    expect(getSiteTimeZone()).toBe(browserZone);
    setSiteTimeZone('Pacific/Auckland');
    expect(parseFrappeDate('2026-07-15 12:00:00.000000')?.toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(formatDateTime('2026-07-15 12:00:00.000000')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.UTC(2026, 6, 15, 0, 0),
      ),
    );
  });

  it('keeps a date a calendar day and an ISO text with an offset its own instant', () => {
    setSiteTimeZone('Pacific/Auckland');
    const day = parseFrappeDate('2026-03-01');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(parseFrappeDate('2026-03-01T10:00:00.000Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseFrappeDate('2026-03-01 10:00:00 tomorrow')).toBeNull();
  });

  it('says "now" of a datetime the site stamped now, five hours behind the reader', () => {
    setSiteTimeZone(NEW_YORK);
    const now = new Date(Date.UTC(2026, 10, 28, 3, 54, 9));
    expect(formatRelativeTime('2026-11-27 22:54:09.123456', now)).toBe('now');
    expect(formatRelativeTime('2026-11-27 22:49:09.000000', now)).toBe('5 minutes ago');
  });
});

describe('instantOfWallTime', () => {
  it('is the identity in UTC and knows the zones Intl knows', () => {
    expect(instantOfWallTime(Date.UTC(2026, 2, 8, 2, 30), 'UTC')).toBe(Date.UTC(2026, 2, 8, 2, 30));
    expect(isKnownTimeZone(NEW_YORK)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
