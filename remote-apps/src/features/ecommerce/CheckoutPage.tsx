import { useState } from 'react';
import { ErrorState, Grid, InlineAlert, LoadingState, PageLayout, useSearchParams } from 'shared-ui';
import { readableError } from 'shared-auth';
import { useCart } from './api/get-cart';
import { usePlaceOrder } from './api/place-order';
import { CheckoutForm } from './components/CheckoutForm';
import { OrderConfirmation } from './components/OrderConfirmation';
import { cartSummaryLines, OrderSummary } from './components/OrderSummary';
import { EmptyCart } from './components/EmptyCart';
import { ShopNav } from './components/ShopNav';
import { newIdempotencyKey, placeOrderRequest } from './model/checkout-form';

/** Checkout (`/ecommerce/checkout`): shipping and payment, then the order's confirmation (`?order=`). */
export default function CheckoutPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orderNo = searchParams.get('order') ?? '';
  const cart = useCart();
  const placing = usePlaceOrder();
  // One key for this checkout: a second click or a retry of a lost answer places no second order.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const body = () => {
    if (orderNo) return <OrderConfirmation orderNo={orderNo} />;
    if (cart.isError) {
      return (
        <ErrorState
          title="Couldn't load your cart"
          message={readableError(cart.error)}
          onRetry={() => void cart.refetch()}
        />
      );
    }
    if (!cart.data) return <LoadingState label="Loading your cart" shape="lines" count={6} />;
    if (cart.data.length === 0) {
      return <EmptyCart description="Add products to your cart before checking out." />;
    }
    return (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Grid gap="4">
          {placing.isError && (
            <InlineAlert status="error" title="The order was not placed">
              {readableError(placing.error)}
            </InlineAlert>
          )}
          <CheckoutForm
            onSubmit={async (values) => {
              try {
                const order = await placing.mutateAsync(placeOrderRequest(values, idempotencyKey));
                // The next checkout (the next cart) is another order.
                setIdempotencyKey(newIdempotencyKey());
                setSearchParams({ order: order.orderNo }, { replace: true });
              } catch {
                // Shown above the form from the mutation's state.
              }
            }}
          />
        </Grid>
        <OrderSummary title="Order summary" lines={cartSummaryLines(cart.data)} />
      </Grid>
    );
  };

  return (
    <PageLayout title="Checkout" description="Where to send it and how to pay." actions={<ShopNav />}>
      {body()}
    </PageLayout>
  );
}
