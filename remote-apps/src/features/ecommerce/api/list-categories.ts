// The categories, with how many products each has.
import { apiClient } from 'shared-auth';
import type { ProductCountEntry } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, ecommerceKeys } from './ecommerce-keys';

export async function fetchCategories(): Promise<ProductCountEntry[]> {
  const { data } = await apiClient.get<ProductCountEntry[]>('/api/ecommerce/get-category-list');
  return data;
}

export const useCategories = () =>
  useQuery({ queryKey: ecommerceKeys.categories(), queryFn: fetchCategories, staleTime: CATALOGUE_STALE_MS });
