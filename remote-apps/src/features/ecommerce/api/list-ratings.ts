// The ratings, with how many products have each.
import { apiClient } from 'shared-auth';
import type { RatingCountEntry } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, ecommerceKeys } from './ecommerce-keys';

export async function fetchRatings(): Promise<RatingCountEntry[]> {
  const { data } = await apiClient.get<RatingCountEntry[]>('/api/ecommerce/get-rating-list');
  return data;
}

export const useRatings = () =>
  useQuery({ queryKey: ecommerceKeys.ratings(), queryFn: fetchRatings, staleTime: CATALOGUE_STALE_MS });
