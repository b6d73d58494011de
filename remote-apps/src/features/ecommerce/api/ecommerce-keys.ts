// Every query and mutation key of the shop, so reads, writes and invalidations cannot drift apart, and how long
// its catalogue is kept.
export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  products: () => [...ecommerceKeys.all, 'products'] as const,
  categories: () => [...ecommerceKeys.all, 'categories'] as const,
  brands: () => [...ecommerceKeys.all, 'brands'] as const,
  ratings: () => [...ecommerceKeys.all, 'ratings'] as const,
  /** One cart per signed-in user: another user's cart is never shown from the cache. */
  cart: (uid: string) => [...ecommerceKeys.all, 'cart', uid] as const,
  cartWrites: () => [...ecommerceKeys.all, 'cart-write'] as const,
  order: (orderNo: string) => [...ecommerceKeys.all, 'order', orderNo] as const,
  reviews: (productId: number) => [...ecommerceKeys.all, 'reviews', productId] as const,
};

/**
 * Cart writes run one after another: each answer is the whole cart, so one that overtook an earlier write
 * would bring back a state the user already changed.
 */
export const CART_SCOPE = { id: 'ecommerce-cart' };

// The catalogue changes only with the seed: read once a visit.
export const CATALOGUE_STALE_MS = 5 * 60_000;
