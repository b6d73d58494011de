import { useState } from 'react';
import { Button, HStack, Heading, InlineAlert, SimpleGrid, Stack } from 'shared-ui';
import { Form, Formik, SelectField, TextField, useFormikContext } from 'shared-ui/forms';
import { INVOICE_CURRENCIES, INVOICE_STATUSES, type InvoiceFields } from 'tessera-contracts';
import { formTotals, invoiceFieldsFrom, invoiceSchema, type InvoiceFormValues } from '../model/invoice-form';
import { formatMoney } from '../model/invoice-money';
import { InvoiceItemsEditor } from './InvoiceItemsEditor';
import { InvoiceTotals } from './InvoiceDocument';
import { STATUS_LABELS } from './InvoiceStatusBadge';

interface InvoiceEditorProps {
  initialValues: InvoiceFormValues;
  submitLabel: string;
  /** Resolves to an error message when the save failed (the editor stays, with the user's input). */
  onSave: (fields: InvoiceFields) => Promise<string | null>;
  onCancel: () => void;
}

const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const CURRENCY_OPTIONS = INVOICE_CURRENCIES.map((code) => ({ value: code, label: code }));

function PartyFields({ who, title }: { who: 'seller' | 'buyer'; title: string }) {
  return (
    <Stack gap="3" as="fieldset" minW="0">
      <Heading as="legend" size="md" mb="2">
        {title}
      </Heading>
      <TextField name={`${who}.name`} label={`${title} name`} required autoComplete="off" />
      <TextField name={`${who}.address`} label={`${title} address`} autoComplete="off" />
      <TextField name={`${who}.email`} label={`${title} email`} type="email" autoComplete="off" />
      <TextField name={`${who}.phone`} label={`${title} phone`} type="tel" autoComplete="off" />
    </Stack>
  );
}

function LiveTotals() {
  const { values } = useFormikContext<InvoiceFormValues>();
  const totals = formTotals(values);
  const money = (cents: number) => formatMoney(cents, values.currency);
  const rate = Number(values.vat);
  return (
    <InvoiceTotals
      subTotal={money(totals.subTotal)}
      vatRate={Number.isFinite(rate) ? rate : 0}
      vat={money(totals.vat)}
      total={money(totals.total)}
    />
  );
}

/** Creates or edits an invoice: its details, both parties and its lines, with the totals as they are typed. */
export function InvoiceEditor({ initialValues, submitLabel, onSave, onCancel }: InvoiceEditorProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={invoiceSchema}
      onSubmit={async (values) => {
        setFailure(null);
        setFailure(await onSave(invoiceFieldsFrom(values)));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invoice editor">
          <Stack gap="6" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
            {failure && (
              <InlineAlert status="error" onDismiss={() => setFailure(null)}>
                {failure}
              </InlineAlert>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
              <TextField name="orderNo" label="Order number" required autoComplete="off" />
              <TextField name="date" label="Date" type="date" required />
              <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
              <SelectField name="currency" label="Currency" options={CURRENCY_OPTIONS} />
              <TextField name="vat" label="VAT %" required autoComplete="off" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <PartyFields who="seller" title="Seller" />
              <PartyFields who="buyer" title="Buyer" />
            </SimpleGrid>
            <InvoiceItemsEditor />
            <LiveTotals />
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
