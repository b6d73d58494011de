// Invoice money in whole cents: prices are read from their decimal text (never multiplied as floats), sums and
// VAT are integers, and only the display divides by 100. VAT is rounded half up to the cent, as the server does.

/** Cents of an amount with at most 2 decimals, read from its text ("12.5" → 1250); null when it is not one. */
export function parseCents(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents of an amount the server sent (it refuses more than 2 decimals, so rounding only drops float noise). */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount to send for a number of cents: the nearest double to the decimal, e.g. 1999 → 19.99. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

export interface LineCents {
  unit: number;
  priceCents: number;
}

export interface TotalsCents {
  subTotal: number;
  vat: number;
  total: number;
}

export const lineTotalCents = (line: LineCents): number => line.unit * line.priceCents;

/** VAT given as a percent with at most 2 decimals (7.25), in hundredths of a percent (725). */
export function vatBasisPoints(vat: number): number {
  return Math.round(vat * 100);
}

export function totalsCents(lines: readonly LineCents[], vatPercent: number): TotalsCents {
  const subTotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  // subTotal × basis points can pass 2^53 on large invoices, hence BigInt for this one product.
  const vat = Number((BigInt(subTotal) * BigInt(vatBasisPoints(vatPercent)) + 5000n) / 10000n);
  return { subTotal, vat, total: subTotal + vat };
}

const formats = new Map<string, Intl.NumberFormat>();

/** "$1,234.50", "1.234,50 €"… in the reader's locale. */
export function formatMoney(cents: number, currency: string): string {
  const key = currency;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
