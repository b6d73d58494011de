// Money in the shop is counted in whole cents, so totals never pick up floating-point pennies; prices come
// from the API in dollars with at most two decimals.
import { formatCurrency } from 'shared-ui';
import type { CartItem } from 'tessera-contracts';

export const SHOP_CURRENCY = 'USD';

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function lineTotalCents(item: Pick<CartItem, 'price' | 'amount'>): number {
  return toCents(item.price) * item.amount;
}

/** How many pieces the cart holds (a product twice counts twice): the number on the cart badge. */
export function cartPieces(items: readonly Pick<CartItem, 'amount'>[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}

export function formatCents(cents: number): string {
  return formatCurrency(cents / 100, SHOP_CURRENCY);
}
