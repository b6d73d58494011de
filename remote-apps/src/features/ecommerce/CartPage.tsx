import { readableError } from 'shared-auth';
import {
  Button,
  Card,
  ErrorState,
  Flex,
  Grid,
  IconButton,
  Link,
  LoadingState,
  PageLayout,
  RouterLink,
  Stack,
  Text,
  Trash2Icon,
} from 'shared-ui';
import type { CartItem } from 'tessera-contracts';
import { paths } from '@apps/paths';
import { useCart } from './api/get-cart';
import { useCartWrites } from './api/change-cart';
import { AmountControl } from './components/AmountControl';
import { cartSummaryLines, OrderSummary } from './components/OrderSummary';
import { productDetailsPath } from './components/ProductCard';
import { ProductImage } from './components/ProductImage';
import { EmptyCart } from './components/EmptyCart';
import { ShopNav } from './components/ShopNav';
import { formatCents, lineTotalCents, toCents } from './model/money';

function CartLine({ item }: { item: CartItem }) {
  const { remove, changeAmount } = useCartWrites();
  return (
    <Card.Root as="li" size="sm" aria-label={item.title}>
      <Card.Body>
        <Flex gap="4" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <ProductImage product={item} w="5rem" />
          <Stack gap="1" flex="1" minW={0}>
            <Link asChild fontWeight="semibold">
              <RouterLink to={productDetailsPath(item.id)}>{item.title}</RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {formatCents(toCents(item.price))} each
            </Text>
          </Stack>
          <Flex gap="4" align="center" wrap="wrap">
            <AmountControl amount={item.amount} title={item.title} onChange={(amount) => changeAmount(item, amount)} />
            <Text fontWeight="semibold" minW="6rem" textAlign="end" data-testid="line-total">
              {formatCents(lineTotalCents(item))}
            </Text>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${item.title}`}
              onClick={() => remove(item)}
            >
              <Trash2Icon />
            </IconButton>
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The signed-in user's cart (`/ecommerce/cart`): amounts, line totals and the total. */
export default function CartPage() {
  const cart = useCart();

  return (
    <PageLayout title="Cart" description="What you are about to order." actions={<ShopNav />}>
      {cart.isError ? (
        <ErrorState
          title="Couldn't load your cart"
          message={readableError(cart.error)}
          onRetry={() => void cart.refetch()}
        />
      ) : !cart.data ? (
        <LoadingState label="Loading your cart" shape="rows" count={3} />
      ) : cart.data.length === 0 ? (
        <EmptyCart description="Products you add to your cart show here." />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Cart items">
            {cart.data.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Stack>
          <OrderSummary title="Order summary" lines={cartSummaryLines(cart.data)}>
            <Button asChild>
              <RouterLink to={paths.ecommerce.checkout}>Proceed to checkout</RouterLink>
            </Button>
          </OrderSummary>
        </Grid>
      )}
    </PageLayout>
  );
}
