import { amountToCents, centsToAmount, formatMoney, parseCents, totalsCents } from './invoice-money';

describe('parseCents', () => {
  it.each<[string, number | null]>([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 0.10 ', 10],
    ['19.99', 1999],
    ['12.345', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    ['.5', null],
    ['abc', null],
  ])('%j → %j', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });
});

describe('totalsCents', () => {
  it('adds 0.10 and 0.20 to exactly 0.30, where floats give 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      totalsCents(
        [
          { unit: 1, priceCents: 10 },
          { unit: 1, priceCents: 20 },
        ],
        0,
      ),
    ).toEqual({ subTotal: 30, vat: 0, total: 30 });
  });

  it('rounds VAT half up to the cent, with fractional rates', () => {
    expect(totalsCents([{ unit: 1, priceCents: 5 }], 10)).toEqual({ subTotal: 5, vat: 1, total: 6 });
    expect(totalsCents([{ unit: 1, priceCents: 4 }], 10)).toEqual({ subTotal: 4, vat: 0, total: 4 });
    expect(totalsCents([{ unit: 3, priceCents: 1999 }], 7.25)).toEqual({ subTotal: 5997, vat: 435, total: 6432 });
  });

  it('stays exact beyond 2^53 in the VAT product', () => {
    const big = totalsCents([{ unit: 10_000, priceCents: 100_000_000 }], 99.99);
    expect(big).toEqual({ subTotal: 1_000_000_000_000, vat: 999_900_000_000, total: 1_999_900_000_000 });
  });

  it('an empty invoice totals nothing', () => {
    expect(totalsCents([], 20)).toEqual({ subTotal: 0, vat: 0, total: 0 });
  });
});

it('converts to and from the amounts the API carries', () => {
  expect(amountToCents(19.99)).toBe(1999);
  // 0.29 × 100 is 28.999999999999996 in floating point.
  expect(amountToCents(0.29)).toBe(29);
  expect(centsToAmount(1999)).toBe(19.99);
});

it('formats with the currency, in the locale', () => {
  expect(formatMoney(123450, 'USD')).toBe(
    new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1234.5),
  );
  expect(formatMoney(5, 'EUR')).toContain('0.05');
});
