// The shop's top bar, the same on every shop page: its pages, with the cart's piece count on "Cart". The
// count reads the one cart query, so it follows every change made on any page.
import { Button, HStack, RouterLink, ShoppingCartIcon, useLocation, VisuallyHidden } from 'shared-ui';
import { paths } from '@apps/paths';
import { useCart } from '../api/get-cart';
import { cartPieces } from '../model/money';
import { CartBadge } from './CartBadge';

const LINKS = [
  { to: paths.ecommerce.products, label: 'Products' },
  { to: paths.ecommerce.checkout, label: 'Checkout' },
] as const;

export function ShopNav() {
  const { pathname } = useLocation();
  const { data: cart } = useCart();
  const pieces = cart ? cartPieces(cart) : 0;
  const itemsText = pieces === 1 ? '(1 item)' : `(${pieces} items)`;
  const current = (to: string) => (pathname === to ? 'page' : undefined);

  return (
    <HStack as="nav" aria-label="Shop" gap="2" wrap="wrap">
      {LINKS.map(({ to, label }) => (
        <Button key={to} asChild size="sm" variant={pathname === to ? 'subtle' : 'ghost'}>
          <RouterLink to={to} aria-current={current(to)}>
            {label}
          </RouterLink>
        </Button>
      ))}
      <Button asChild size="sm" variant={pathname === paths.ecommerce.cart ? 'subtle' : 'outline'}>
        <RouterLink to={paths.ecommerce.cart} aria-current={current(paths.ecommerce.cart)}>
          <ShoppingCartIcon aria-hidden />
          Cart
          <CartBadge />
          <VisuallyHidden>{itemsText}</VisuallyHidden>
        </RouterLink>
      </Button>
      <VisuallyHidden role="status">{cart ? `Cart ${itemsText}` : ''}</VisuallyHidden>
    </HStack>
  );
}
