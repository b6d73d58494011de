// Shipping and payment, checked with the rules of ../model/checkout-form.ts before anything is sent.
import { useState } from 'react';
import { Button, Fieldset, SimpleGrid, Stack } from 'shared-ui';
import { Form, Formik, TextField } from 'shared-ui/forms';
import { checkoutSchema, EMPTY_CHECKOUT, type CheckoutValues } from '../model/checkout-form';

interface CheckoutFormProps {
  /** Resolves once the order is placed or refused; the form stays locked until then. */
  onSubmit: (values: CheckoutValues) => Promise<void>;
}

export function CheckoutForm({ onSubmit }: CheckoutFormProps) {
  const [schema] = useState(() => checkoutSchema());
  return (
    <Formik<CheckoutValues> initialValues={EMPTY_CHECKOUT} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Checkout">
          <Stack gap="6">
            <Fieldset.Root>
              <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                Shipping address
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
                <TextField name="fullName" label="Full name" required autoComplete="name" />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
                <TextField name="address" label="Address" required autoComplete="street-address" />
                <TextField name="city" label="City" required autoComplete="address-level2" />
                <TextField name="postalCode" label="Postal code" required autoComplete="postal-code" />
                <TextField name="country" label="Country" required autoComplete="country-name" />
              </SimpleGrid>
            </Fieldset.Root>
            <Fieldset.Root>
              <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                Payment
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
                <TextField name="cardHolder" label="Name on card" required autoComplete="cc-name" />
                <TextField
                  name="cardNumber"
                  label="Card number"
                  required
                  autoComplete="cc-number"
                  helperText="16 digits. This is a demo: no payment is taken, only the last four digits are kept."
                />
                <TextField name="expiry" label="Expiry (MM/YY)" required autoComplete="cc-exp" placeholder="MM/YY" />
              </SimpleGrid>
            </Fieldset.Root>
            <Button type="submit" loading={isSubmitting} loadingText="Placing order" alignSelf="start">
              Place order
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
