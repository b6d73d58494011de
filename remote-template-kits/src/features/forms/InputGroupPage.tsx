import { PageLayout, SimpleGrid, Stack, Text, formatCurrency } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { AtSignIcon, MailIcon, PhoneIcon } from 'shared-ui/kits';
import { AddonTextField } from './components/AddonTextField';
import { DemoForm } from './components/DemoForm';
import type { SubmittedEntry } from './components/SubmitSuccess';
import { LISTING_INITIAL, discountedCents, listingSchema, type ListingValues } from './model/listing-form';

function sentEntries(values: ListingValues): SubmittedEntry[] {
  return [
    { label: 'Title', value: values.title.trim() },
    { label: 'Price', value: formatCurrency(Number(values.price), 'USD') },
    { label: 'Sells for', value: formatCurrency(discountedCents(values.price, values.discount) / 100, 'USD') },
    { label: 'Shop', value: values.website.trim() ? `https://${values.website.trim()}` : '' },
    { label: 'Seller', value: `@${values.username.trim()}` },
    { label: 'Email', value: values.email.trim() },
    { label: 'Phone', value: values.phone.trim() },
  ];
}

function SalePrice({ values }: { values: ListingValues }) {
  if (!/^\d+(\.\d{1,2})?$/.test(values.price)) return null;
  const discount = /^\d+$/.test(values.discount) && Number(values.discount) <= 90 ? values.discount : '0';
  return (
    <Text color="fg.muted" fontSize="sm" aria-live="polite">
      Sells for {formatCurrency(discountedCents(values.price, discount) / 100, 'USD')}
    </Text>
  );
}

/** `/forms/input-group`: fields with text addons (currency, percent, URL scheme) and icons inside them. */
export default function InputGroupPage() {
  return (
    <PageLayout
      title="Input group"
      description="Addons and icons that tell what a field takes: a currency, a percentage, an address prefix."
      contentMaxW="4xl"
    >
      <DemoForm
        title="List a product"
        description="The price and discount give the sale price as you type."
        initialValues={LISTING_INITIAL}
        validationSchema={listingSchema}
        sentEntries={sentEntries}
        submitLabel="Publish listing"
      >
        {(values) => (
          <>
            <TextField name="title" label="Title" required />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Stack gap="1">
                <AddonTextField
                  name="price"
                  label="Price"
                  inputMode="decimal"
                  placeholder="0.00"
                  startAddon="$"
                  endAddon="USD"
                  required
                />
                <SalePrice values={values} />
              </Stack>
              <AddonTextField
                name="discount"
                label="Discount"
                inputMode="numeric"
                endAddon="%"
                helperText="Up to 90 %."
              />
              <AddonTextField
                name="website"
                label="Shop website"
                type="url"
                inputMode="url"
                placeholder="shop.example.com"
                startAddon="https://"
                helperText="Optional."
              />
              <AddonTextField
                name="username"
                label="Seller username"
                autoComplete="username"
                startElement={<AtSignIcon size={16} aria-hidden="true" />}
                required
              />
              <AddonTextField
                name="email"
                label="Contact email"
                type="email"
                autoComplete="email"
                startElement={<MailIcon size={16} aria-hidden="true" />}
                required
              />
              <AddonTextField
                name="phone"
                label="Contact phone"
                type="tel"
                autoComplete="tel"
                startElement={<PhoneIcon size={16} aria-hidden="true" />}
                helperText="Optional."
              />
            </SimpleGrid>
          </>
        )}
      </DemoForm>
    </PageLayout>
  );
}
