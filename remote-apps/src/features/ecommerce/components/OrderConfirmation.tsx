import { readableError } from 'shared-auth';
import {
  Button,
  CircleCheckIcon,
  ErrorState,
  Heading,
  HStack,
  Icon,
  LoadingState,
  RouterLink,
  Stack,
  Text,
} from 'shared-ui';
import { paths } from '@apps/paths';
import { useOrder } from '../api/get-order';
import { OrderSummary } from './OrderSummary';

/** The placed order, by its number (it stays in the URL, so a reload shows it again). */
export function OrderConfirmation({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  if (order.isError) {
    return (
      <ErrorState
        title="Couldn't load your order"
        message={readableError(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (!order.data) return <LoadingState label="Loading your order" shape="lines" count={4} />;
  const { shipping } = order.data;
  return (
    <Stack gap="6" maxW="40rem">
      <HStack gap="3">
        <Icon color="green.fg" size="lg">
          <CircleCheckIcon />
        </Icon>
        <Heading as="h2" size="lg">
          Thank you! Your order is placed.
        </Heading>
      </HStack>
      <Text>
        Order number{' '}
        <Text as="strong" data-testid="order-number">
          {order.data.orderNo}
        </Text>
        . It ships to {shipping.fullName}, {shipping.address}, {shipping.city} {shipping.postalCode}, {shipping.country}
        , paid with the card ending in {order.data.cardLast4}.
      </Text>
      <OrderSummary
        title="Your order"
        lines={order.data.lines.map((line) => ({
          key: line.productId,
          title: line.title,
          amount: line.amount,
          totalCents: line.priceCents * line.amount,
        }))}
      />
      <Button asChild alignSelf="start">
        <RouterLink to={paths.ecommerce.products}>Continue shopping</RouterLink>
      </Button>
    </Stack>
  );
}
