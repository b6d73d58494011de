// The optimistic edits of the cached cart, the same rules the server applies (docs/demo-api.md, Shop: adding a product
// already in the cart raises its amount by 1; a new one starts at 1).
import type { CartItem, Product } from 'tessera-contracts';

/** A line added here has no version until the server's answer gives it one (no write of it is sent before). */
export function addProduct(cart: readonly CartItem[], product: Product): CartItem[] {
  return cart.some((item) => item.id === product.id)
    ? cart.map((item) => (item.id === product.id ? { ...item, amount: item.amount + 1 } : item))
    : [...cart, { ...product, amount: 1, modified: '' }];
}

export function removeProduct(cart: readonly CartItem[], productId: number): CartItem[] {
  return cart.filter((item) => item.id !== productId);
}

export function setAmount(cart: readonly CartItem[], productId: number, amount: number): CartItem[] {
  return cart.map((item) => (item.id === productId ? { ...item, amount } : item));
}
