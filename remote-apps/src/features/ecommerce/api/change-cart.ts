// The three cart writes, each shown at once (optimistic) and put back if the server refuses, with a message.
// They run one after another (CART_SCOPE); the server's answer (the whole cart) becomes the confirmed cart, and
// the later writes still waiting stay shown on top of it.
// An amount is set on the version of the line this page last had: changed elsewhere since (another tab), it is
// refused, and the cart is read again and shown as it now is.
import { apiClient, cachedChange, useOptimisticChange } from 'shared-auth';
import type { CartItem, Product } from 'tessera-contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toaster } from 'shared-ui';
import { addProduct, removeProduct, setAmount } from '../model/cart-edits';
import { CART_SCOPE, ecommerceKeys } from './ecommerce-keys';
import { useCartOwner } from './get-cart';

/** Resolves to the cart: the product's amount raised by 1, or the product added at 1. */
export async function addToCart(uid: string, productId: number): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>('/api/ecommerce/add-to-cart', { uid, productId });
  return data;
}

export async function deleteFromCart(uid: string, productId: number): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>('/api/ecommerce/delete-from-cart', { uid, productId });
  return data;
}

/** Sets the amount on version `modified` of the cart line; the server refuses (417) a line changed since. */
export async function updateCartAmount(
  uid: string,
  productId: number,
  amount: number,
  modified: string,
): Promise<CartItem[]> {
  const { data } = await apiClient.post<CartItem[]>('/api/ecommerce/update-cart-amount', {
    uid,
    productId,
    amount,
    modified,
  });
  return data;
}

type CartWrite =
  | { kind: 'add'; product: Product }
  | { kind: 'remove'; item: CartItem }
  | { kind: 'amount'; item: CartItem; amount: number };

function applyLocally(cart: CartItem[], write: CartWrite): CartItem[] {
  switch (write.kind) {
    case 'add':
      return addProduct(cart, write.product);
    case 'remove':
      return removeProduct(cart, write.item.id);
    case 'amount':
      return setAmount(cart, write.item.id, write.amount);
  }
}

/** `cart` is the cache when the write's turn comes: it holds the versions this page's earlier writes saved. */
function send(uid: string, write: CartWrite, cart: readonly CartItem[]): Promise<CartItem[]> {
  switch (write.kind) {
    case 'add':
      return addToCart(uid, write.product.id);
    case 'remove':
      return deleteFromCart(uid, write.item.id);
    case 'amount': {
      const modified = cart.find((item) => item.id === write.item.id)?.modified ?? write.item.modified;
      return updateCartAmount(uid, write.item.id, write.amount, modified);
    }
  }
}

function failureMessage(write: CartWrite): string {
  switch (write.kind) {
    case 'add':
      return `Couldn't add “${write.product.title}” to your cart.`;
    case 'remove':
      return `Couldn't remove “${write.item.title}” from your cart.`;
    case 'amount':
      return `Couldn't change the amount of “${write.item.title}”.`;
  }
}

const CHANGED_ELSEWHERE =
  'Your cart was changed in another tab or window in the meantime, so this change was not saved. ' +
  'The cart now shows the current amounts; change it again if you still want to.';

const laterWritesPending = (client: QueryClient) => client.isMutating({ mutationKey: ecommerceKeys.cartWrites() }) > 1;

export function useCartWrites() {
  const client = useQueryClient();
  const uid = useCartOwner();
  const key = ecommerceKeys.cart(uid);
  const { mutate } = useOptimisticChange({
    mutationKey: ecommerceKeys.cartWrites(),
    scope: CART_SCOPE,
    change: (write: CartWrite) => [
      cachedChange<CartItem[], CartItem[]>(
        key,
        (cart) => applyLocally(cart, write),
        (_cart, saved) => saved,
      ),
    ],
    send: (write: CartWrite) => send(uid, write, client.getQueryData<CartItem[]>(key) ?? []),
    staleMessage: CHANGED_ELSEWHERE,
    onRefused: ({ variables: write, message, stale }) => {
      // The cart on the server is not the one shown (a later write's, or another tab's): read it again.
      if (laterWritesPending(client) || stale) void client.invalidateQueries({ queryKey: key });
      toaster.create({ type: 'error', title: failureMessage(write), description: message });
    },
  });
  return {
    add: (product: Product) => mutate({ kind: 'add', product }),
    remove: (item: CartItem) => mutate({ kind: 'remove', item }),
    changeAmount: (item: CartItem, amount: number) => mutate({ kind: 'amount', item, amount }),
  };
}
