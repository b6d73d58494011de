import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from 'shared-auth';
import { ecommerceKeys } from './ecommerce-keys';
import { fetchBrands, fetchCart, fetchCategories, fetchOrder, fetchProducts, fetchRatings } from './ecommerce-requests';

// The catalogue changes only with the seed: read once a visit.
const CATALOGUE_STALE_MS = 5 * 60_000;

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.products(), queryFn: fetchProducts, staleTime: CATALOGUE_STALE_MS });

export const useProducts = () => useQuery(productsQueryOptions());

export const useCategories = () =>
  useQuery({ queryKey: ecommerceKeys.categories(), queryFn: fetchCategories, staleTime: CATALOGUE_STALE_MS });

export const useBrands = () =>
  useQuery({ queryKey: ecommerceKeys.brands(), queryFn: fetchBrands, staleTime: CATALOGUE_STALE_MS });

export const useRatings = () =>
  useQuery({ queryKey: ecommerceKeys.ratings(), queryFn: fetchRatings, staleTime: CATALOGUE_STALE_MS });

/** The signed-in user's id, the owner of the cart ('' before the session is known). */
export function useCartOwner(): string {
  return useCurrentUser()?.userId ?? '';
}

export const cartQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ecommerceKeys.cart(uid), queryFn: () => fetchCart(uid) });

/** The one cart query every shop page and the cart badge read, so a change shows everywhere at once. */
export function useCart() {
  return useQuery(cartQueryOptions(useCartOwner()));
}

/** A placed order never changes: once read (or placed), it is not asked for again. */
export const useOrder = (orderNo: string) =>
  useQuery({
    queryKey: ecommerceKeys.order(orderNo),
    queryFn: () => fetchOrder(orderNo),
    enabled: orderNo !== '',
    staleTime: Infinity,
  });
