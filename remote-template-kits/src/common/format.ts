// Display formats, in the reader's locale.
const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const hoursFormat = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Shown where a field has no value. */
export const NO_VALUE = '—';

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** `ratio` is 0..1. */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio);
}

export function formatHours(value: number): string {
  return hoursFormat.format(value);
}

/**
 * A Frappe date (`YYYY-MM-DD`) or datetime (`YYYY-MM-DD HH:MM:SS.ffffff`, the site's time zone) as a local
 * calendar date; built from its parts because `Date.parse` does not accept Frappe's six fraction digits.
 */
export function parseFrappeDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const date = parseFrappeDate(value);
  return date ? dateFormat.format(date) : value;
}
