// A placed order, for its confirmation page.
import { apiClient } from 'shared-auth';
import type { Order } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { ecommerceKeys } from './ecommerce-keys';

export async function fetchOrder(orderNo: string): Promise<Order> {
  const { data } = await apiClient.get<Order>('/api/ecommerce/get-order', { params: { orderNo } });
  return data;
}

/** A placed order never changes: once read (or placed), it is not asked for again. */
export const useOrder = (orderNo: string) =>
  useQuery({
    queryKey: ecommerceKeys.order(orderNo),
    queryFn: () => fetchOrder(orderNo),
    enabled: orderNo !== '',
    staleTime: Infinity,
  });
