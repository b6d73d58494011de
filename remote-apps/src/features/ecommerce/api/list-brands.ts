// The brands, with how many products each has.
import { apiClient } from 'shared-auth';
import type { ProductCountEntry } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, ecommerceKeys } from './ecommerce-keys';

export async function fetchBrands(): Promise<ProductCountEntry[]> {
  const { data } = await apiClient.get<ProductCountEntry[]>('/api/ecommerce/get-brand-list');
  return data;
}

export const useBrands = () =>
  useQuery({ queryKey: ecommerceKeys.brands(), queryFn: fetchBrands, staleTime: CATALOGUE_STALE_MS });
