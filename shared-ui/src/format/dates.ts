// Frappe's dates (`YYYY-MM-DD`) and datetimes (`YYYY-MM-DD HH:MM:SS.ffffff`). A date is a calendar day, read
// as that day in the reader's calendar; a datetime is the site's wall time (site-time-zone.ts), read as the
// instant it names. Built from their parts, because `Date.parse` refuses six fraction digits and would read a
// bare date as UTC midnight (a day early west of Greenwich).
import { NO_VALUE } from './numbers';
import { getSiteTimeZone, instantOfWallTime } from './site-time-zone';

const DAY_MS = 86_400_000;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const FRAPPE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;
/** ISO 8601 with a "T" (the demo API's): JavaScript reads it, as an instant when it has an offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A Frappe date as local midnight of that calendar day; a Frappe datetime as the instant the site's wall time
 * names (in `timeZone`, the site's by default); an ISO date-time as JavaScript reads it; null for anything else.
 */
export function parseFrappeDate(value: string, timeZone: string = getSiteTimeZone()): Date | null {
  const match = FRAPPE_DATE.exec(value);
  if (!match) {
    const time = ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? null : new Date(time);
  }
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (match[4] === undefined) return new Date(year, month - 1, day);
  const milliseconds = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wallTime = Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds);
  return new Date(instantOfWallTime(wallTime, timeZone));
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const date = parseFrappeDate(value);
  return date ? dateFormat.format(date) : value;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const date = parseFrappeDate(value);
  return date ? dateTimeFormat.format(date) : value;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function utcDay(isoDate: string): number {
  const date = parseFrappeDate(isoDate);
  return date ? Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) : Number.NaN;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseFrappeDate(isoDate);
  if (!date) return isoDate;
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** "in 3 days", "yesterday", "today": a calendar date relative to `today` (YYYY-MM-DD). */
export function formatRelativeDay(value: string | null | undefined, today: string = toIsoDate(new Date())): string {
  if (!value || !parseFrappeDate(value)) return value || NO_VALUE;
  return relativeFormat.format(daysBetween(today, value), 'day');
}

const RELATIVE_UNITS: ReadonlyArray<{ below: number; unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  // docs/product.md, Formats: under 60 s in seconds, under an hour in minutes, under a day in hours,
  // under 30 days in days, under 12 months in months, then years.
  { below: 60, unit: 'second', seconds: 1 },
  { below: 3600, unit: 'minute', seconds: 60 },
  { below: 86_400, unit: 'hour', seconds: 3600 },
  { below: 30 * 86_400, unit: 'day', seconds: 86_400 },
  { below: 365 * 86_400, unit: 'month', seconds: 30 * 86_400 },
  { below: Number.POSITIVE_INFINITY, unit: 'year', seconds: 365 * 86_400 },
];

/** "5 minutes ago", "in 2 days", "now": an ISO or Frappe datetime relative to `now`. */
export function formatRelativeTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return NO_VALUE;
  const time = parseFrappeDate(value)?.getTime() ?? Date.parse(value);
  if (Number.isNaN(time)) return value;
  const seconds = Math.round((time - now.getTime()) / 1000);
  const distance = Math.abs(seconds);
  const step =
    RELATIVE_UNITS.find((candidate) => distance < candidate.below) ?? RELATIVE_UNITS[RELATIVE_UNITS.length - 1];
  if (!step) return value;
  return relativeFormat.format(Math.trunc(seconds / step.seconds), step.unit);
}
