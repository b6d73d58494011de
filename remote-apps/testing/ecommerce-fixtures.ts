import type { CartItem, Product } from 'tessera-contracts';

let nextId = 100;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  nextId += 1;
  return {
    id: nextId,
    imgUrl: '/api/ecommerce/files/product.svg',
    gallery: [],
    price: 10,
    title: `Product ${nextId}`,
    category: 'audio',
    brand: 'Sonora',
    rating: 4,
    freeShipping: false,
    description: 'A product.',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeProduct(overrides), amount: 1, modified: '2026-11-27 10:00:00.000000', ...overrides };
}
