// Numbers in the reader's locale, one rounding rule per kind across every app.

/** Shown where a field has no value. */
export const NO_VALUE = '—';

const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const amountFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const hoursFormat = new Intl.NumberFormat(undefined, {
  style: 'unit',
  unit: 'hour',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
});
const currencyFormats = new Map<string, Intl.NumberFormat>();

const isMissing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined;

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A money amount without a currency sign (Frappe's costing and billing amounts). */
export function formatAmount(value: number | null | undefined): string {
  return isMissing(value) ? NO_VALUE : amountFormat.format(value);
}

export function formatCurrency(value: number | null | undefined, currency: string): string {
  if (isMissing(value)) return NO_VALUE;
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}

/** `ratio` is 0..1. */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio);
}

export function formatHours(value: number | null | undefined): string {
  return isMissing(value) ? NO_VALUE : hoursFormat.format(value);
}

const pluralRules = new Intl.PluralRules(undefined);

/** "1 task", "3 tasks": `forms` maps plural categories (`one`, `other`, …) to the noun; `other` is required. */
export function plural(count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  const noun = forms[pluralRules.select(count)] ?? forms.other;
  return `${formatCount(count)} ${noun}`;
}
