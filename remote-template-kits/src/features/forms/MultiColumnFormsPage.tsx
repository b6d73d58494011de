import { Fieldset, PageLayout, Separator, SimpleGrid } from 'shared-ui';
import { CheckboxField, TextField, TextareaField } from 'shared-ui/forms';
import { AddressFields } from './components/AddressFields';
import { DemoForm } from './components/DemoForm';
import type { SubmittedEntry } from './components/SubmitSuccess';
import { CHECKOUT_INITIAL, checkoutSchema, formatAddress, type CheckoutValues } from './model/checkout-form';

function sentEntries(values: CheckoutValues): SubmittedEntry[] {
  return [
    { label: 'Name', value: `${values.firstName.trim()} ${values.lastName.trim()}` },
    { label: 'Email', value: values.email.trim() },
    { label: 'Phone', value: values.phone.trim() },
    { label: 'Ship to', value: formatAddress(values.shipping) },
    { label: 'Bill to', value: values.sameBilling ? 'Same as shipping' : formatAddress(values.billing) },
    { label: 'Notes', value: values.notes.trim() },
  ];
}

/** `/forms/multi-column-forms`: a checkout in two and three columns that fold into one on a phone. */
export default function MultiColumnFormsPage() {
  return (
    <PageLayout
      title="Multi-column forms"
      description="Fields side by side on wide screens, one under the other on a phone."
      contentMaxW="5xl"
    >
      <DemoForm
        title="Checkout"
        description="Contact details in two columns, addresses in three."
        initialValues={CHECKOUT_INITIAL}
        validationSchema={checkoutSchema}
        sentEntries={sentEntries}
        submitLabel="Place order"
      >
        {(values) => (
          <>
            <Fieldset.Root>
              <Fieldset.Legend>Contact</Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField name="firstName" label="First name" autoComplete="given-name" required />
                  <TextField name="lastName" label="Last name" autoComplete="family-name" required />
                  <TextField name="email" label="Email" type="email" autoComplete="email" required />
                  <TextField name="phone" label="Phone" type="tel" autoComplete="tel" helperText="Optional." />
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>
            <Separator />
            <Fieldset.Root>
              <Fieldset.Legend>Shipping address</Fieldset.Legend>
              <Fieldset.Content>
                <AddressFields prefix="shipping" autoCompleteSection="shipping" />
              </Fieldset.Content>
            </Fieldset.Root>
            <CheckboxField name="sameBilling" label="The billing address is the same" />
            {!values.sameBilling && (
              <Fieldset.Root>
                <Fieldset.Legend>Billing address</Fieldset.Legend>
                <Fieldset.Content>
                  <AddressFields prefix="billing" autoCompleteSection="billing" />
                </Fieldset.Content>
              </Fieldset.Root>
            )}
            <Separator />
            <TextareaField name="notes" label="Delivery notes" rows={2} helperText="Optional." />
          </>
        )}
      </DemoForm>
    </PageLayout>
  );
}
