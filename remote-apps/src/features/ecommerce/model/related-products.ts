import type { Product } from 'tessera-contracts';

export const RELATED_PRODUCTS_MAX = 4;

/** Up to four other products of the product's category, best rated first, in catalogue order among equals. */
export function relatedProducts(products: readonly Product[], product: Product): Product[] {
  return products
    .filter((candidate) => candidate.category === product.category && candidate.id !== product.id)
    .sort((a, b) => b.rating - a.rating)
    .slice(0, RELATED_PRODUCTS_MAX);
}
