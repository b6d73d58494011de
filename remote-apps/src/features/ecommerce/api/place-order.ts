// Placing the order; once placed, the cart (emptied by the server) shows empty everywhere and the order is cached.
import { apiClient } from 'shared-auth';
import type { Order, PlaceOrderRequest } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ecommerceKeys } from './ecommerce-keys';
import { useCartOwner } from './get-cart';

/** Places the cart as an order and empties it; the same idempotency key again answers the same order. */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const { data } = await apiClient.post<Order>('/api/ecommerce/place-order', request);
  return data;
}

/** Places the order; once placed, the cart (emptied by the server) shows empty everywhere and the order is cached. */
export function usePlaceOrder() {
  const client = useQueryClient();
  const uid = useCartOwner();
  return useMutation({
    mutationFn: (request: PlaceOrderRequest) => placeOrder(request),
    onSuccess: (order: Order) => {
      client.setQueryData(ecommerceKeys.cart(uid), []);
      client.setQueryData(ecommerceKeys.order(order.orderNo), order);
    },
  });
}
