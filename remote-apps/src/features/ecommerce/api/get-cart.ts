// The signed-in user's cart. Errors are left to the caller, which shows them through `readableError`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, useCurrentUser } from 'shared-auth';
import type { CartItem } from 'tessera-contracts';
import { ecommerceKeys } from './ecommerce-keys';

/** The signed-in user's id, the owner of the cart ('' before the session is known). */
export function useCartOwner(): string {
  return useCurrentUser()?.userId ?? '';
}

/** The signed-in user's cart; the server refuses a uid naming anyone else. */
export async function fetchCart(uid: string): Promise<CartItem[]> {
  const { data } = await apiClient.get<CartItem[]>('/api/ecommerce/get-cart-list', { params: { uid } });
  return data;
}

export const cartQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ecommerceKeys.cart(uid), queryFn: () => fetchCart(uid) });

/** The one cart query every shop page and the cart badge read, so a change shows everywhere at once. */
export function useCart() {
  return useQuery(cartQueryOptions(useCartOwner()));
}
