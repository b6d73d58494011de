import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderRequest } from 'tessera-contracts';
import { ecommerceKeys } from './ecommerce-keys';
import { useCartOwner } from './ecommerce-queries';
import { placeOrder } from './ecommerce-requests';

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
