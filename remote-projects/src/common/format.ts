// Display formats, in the reader's locale.
const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const amountFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hoursFormat = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Shown where a field has no value. */
export const NO_VALUE = '—';

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : amountFormat.format(value);
}

export function formatHours(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : hoursFormat.format(value);
}

/** A Frappe date (YYYY-MM-DD), read as a local calendar day so no time zone can shift it by one. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return dateFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
