// The HTTP calls of the demo e-commerce API. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type {
  CartItem,
  Order,
  PlaceOrderRequest,
  Product,
  ProductCountEntry,
  RatingCountEntry,
} from 'tessera-contracts';

const BASE = '/api/ecommerce';

export async function fetchProducts(): Promise<Product[]> {
  const { data } = await apiClient.get<Product[]>(`${BASE}/get-product-list`);
  return data;
}

export async function fetchCategories(): Promise<ProductCountEntry[]> {
  const { data } = await apiClient.get<ProductCountEntry[]>(`${BASE}/get-category-list`);
  return data;
}

export async function fetchBrands(): Promise<ProductCountEntry[]> {
  const { data } = await apiClient.get<ProductCountEntry[]>(`${BASE}/get-brand-list`);
  return data;
}

export async function fetchRatings(): Promise<RatingCountEntry[]> {
  const { data } = await apiClient.get<RatingCountEntry[]>(`${BASE}/get-rating-list`);
  return data;
}

/** The signed-in user's cart; the server refuses a uid naming anyone else. */
export async function fetchCart(uid: string): Promise<CartItem[]> {
  const { data } = await apiClient.get<CartItem[]>(`${BASE}/get-cart-list`, { params: { uid } });
  return data;
}

/** Resolves to the cart: the product's amount raised by 1, or the product added at 1. */
export async function addToCart(uid: string, productId: number): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>(`${BASE}/add-to-cart`, { uid, productId });
  return data;
}

export async function deleteFromCart(uid: string, productId: number): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>(`${BASE}/delete-from-cart`, { uid, productId });
  return data;
}

/** Sets the amount on version `modified` of the cart line; the server refuses (417) a line changed since. */
export async function updateCartAmount(
  uid: string,
  productId: number,
  amount: number,
  modified: string,
): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>(`${BASE}/update-cart-amount`, { uid, productId, amount, modified });
  return data;
}

/** Places the cart as an order and empties it; the same idempotency key again answers the same order. */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const { data } = await apiClient.post<Order>(`${BASE}/place-order`, request);
  return data;
}

export async function fetchOrder(orderNo: string): Promise<Order> {
  const { data } = await apiClient.get<Order>(`${BASE}/get-order`, { params: { orderNo } });
  return data;
}
