import { cartPieces, cartTotalCents, lineTotalCents, toCents } from './money';

it('counts money in whole cents, without floating-point pennies', () => {
  expect(toCents(0.1 + 0.2)).toBe(30);
  expect(toCents(19.99)).toBe(1999);
  expect(lineTotalCents({ price: 0.1, amount: 3 })).toBe(30);
  expect(
    cartTotalCents([
      { price: 19.99, amount: 3 },
      { price: 0.01, amount: 7 },
      { price: 1299, amount: 1 },
    ]),
  ).toBe(5997 + 7 + 129900);
  expect(cartTotalCents([])).toBe(0);
});

it('counts the pieces in a cart, a product twice counting twice', () => {
  expect(cartPieces([{ amount: 2 }, { amount: 1 }])).toBe(3);
  expect(cartPieces([])).toBe(0);
});
