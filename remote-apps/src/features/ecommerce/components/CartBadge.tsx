import { Badge } from 'shared-ui';
import { useCart } from '../api/get-cart';
import { cartPieces } from '../model/money';

/** How many pieces are in the signed-in user's cart; nothing while the cart is empty or loading. */
export function CartBadge() {
  const { data: cart } = useCart();
  const pieces = cart ? cartPieces(cart) : 0;
  if (pieces === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="cart-badge">
      {pieces}
    </Badge>
  );
}
