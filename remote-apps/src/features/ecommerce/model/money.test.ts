import { cartPieces, lineTotalCents, toCents } from './money';

it('counts money in whole cents, without floating-point pennies', () => {
  expect(toCents(0.1 + 0.2)).toBe(30);
  expect(toCents(19.99)).toBe(1999);
  expect(lineTotalCents({ price: 0.1, amount: 3 })).toBe(30);
});

it('counts the pieces in a cart, a product twice counting twice', () => {
  expect(cartPieces([{ amount: 2 }, { amount: 1 }])).toBe(3);
  expect(cartPieces([])).toBe(0);
});
