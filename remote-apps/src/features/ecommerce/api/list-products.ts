// The catalogue's products. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { Product } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, ecommerceKeys } from './ecommerce-keys';

export async function fetchProducts(): Promise<Product[]> {
  const { data } = await apiClient.get<Product[]>('/api/ecommerce/get-product-list');
  return data;
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.products(), queryFn: fetchProducts, staleTime: CATALOGUE_STALE_MS });

export const useProducts = () => useQuery(productsQueryOptions());
