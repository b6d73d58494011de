// The three cart writes, each shown at once (optimistic) and put back if the server refuses, with a message.
// They run one after another (CART_SCOPE); the server's answer (the whole cart) replaces the cache only when
// no later write is waiting, whose optimistic change it would otherwise undo.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import { toaster } from 'shared-ui';
import type { CartItem, Product } from 'tessera-contracts';
import { addProduct, removeProduct, setAmount } from '../model/cart-edits';
import { CART_SCOPE, ecommerceKeys } from './ecommerce-keys';
import { useCartOwner } from './ecommerce-queries';
import { addToCart, deleteFromCart, updateCartAmount } from './ecommerce-requests';

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

function send(uid: string, write: CartWrite): Promise<CartItem[]> {
  switch (write.kind) {
    case 'add':
      return addToCart(uid, write.product.id);
    case 'remove':
      return deleteFromCart(uid, write.item.id);
    case 'amount':
      return updateCartAmount(uid, write.item.id, write.amount);
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

const laterWritesPending = (client: QueryClient) => client.isMutating({ mutationKey: ecommerceKeys.cartWrites() }) > 1;

export function useCartWrites() {
  const client = useQueryClient();
  const uid = useCartOwner();
  const key = ecommerceKeys.cart(uid);
  const { mutate } = useMutation({
    mutationKey: ecommerceKeys.cartWrites(),
    scope: CART_SCOPE,
    mutationFn: (write: CartWrite) => send(uid, write),
    onMutate: async (write) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CartItem[]>(key);
      client.setQueryData<CartItem[]>(key, (cart) => applyLocally(cart ?? [], write));
      return { before };
    },
    onSuccess: (cart) => {
      if (!laterWritesPending(client)) client.setQueryData(key, cart);
    },
    onError: (error, write, context) => {
      if (laterWritesPending(client)) void client.invalidateQueries({ queryKey: key });
      else client.setQueryData(key, context?.before);
      toaster.create({ type: 'error', title: failureMessage(write), description: readableError(error) });
    },
  });
  return {
    add: (product: Product) => mutate({ kind: 'add', product }),
    remove: (item: CartItem) => mutate({ kind: 'remove', item }),
    changeAmount: (item: CartItem, amount: number) => mutate({ kind: 'amount', item, amount }),
  };
}
