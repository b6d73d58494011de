import { Button, EmptyState, RouterLink, ShoppingCartIcon } from 'shared-ui';
import { paths } from '@apps/paths';

/** An empty cart, on the cart and checkout pages: what to do instead. */
export function EmptyCart({ description }: { description: string }) {
  return (
    <EmptyState
      icon={<ShoppingCartIcon />}
      title="Your cart is empty"
      description={description}
      action={
        <Button asChild>
          <RouterLink to={paths.ecommerce.products}>Browse products</RouterLink>
        </Button>
      }
    />
  );
}
