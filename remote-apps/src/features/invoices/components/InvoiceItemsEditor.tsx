import { Box, Button, Grid, Heading, IconButton, PlusIcon, Stack, Text, Trash2Icon } from 'shared-ui';
import { TextField, useFormikContext } from 'shared-ui/forms';
import { INVOICE_ITEMS_MAX } from 'tessera-contracts';
import { EMPTY_ITEM, linesFrom, type InvoiceFormValues } from '../model/invoice-form';
import { formatMoney, lineTotalCents } from '../model/invoice-money';

/** The invoice's lines: each editable, removable, with its amount; more can be added. */
export function InvoiceItemsEditor() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<InvoiceFormValues>();
  const lines = linesFrom(values.items);
  const listError = submitCount > 0 && typeof errors.items === 'string' ? errors.items : null;

  const setItems = (items: InvoiceFormValues['items']) => void setFieldValue('items', items);

  return (
    <Stack gap="3" as="fieldset">
      <Heading as="legend" size="md" mb="2">
        Items
      </Heading>
      {values.items.map((_, index) => {
        const n = index + 1;
        return (
          <Grid
            key={index}
            role="group"
            aria-label={`Line ${n}`}
            templateColumns={{ base: '1fr 1fr', md: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1.3fr) 7rem auto' }}
            gap="3"
            alignItems="end"
            borderBottomWidth="1px"
            pb="3"
          >
            <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
              <TextField name={`items.${index}.name`} label={`Item ${n}`} required autoComplete="off" />
            </Box>
            <TextField name={`items.${index}.unit`} label={`Quantity ${n}`} required autoComplete="off" />
            <TextField name={`items.${index}.price`} label={`Price ${n}`} required autoComplete="off" />
            <Box pb="2" textAlign={{ base: 'start', md: 'end' }}>
              <Text textStyle="xs" color="fg.muted">
                Amount
              </Text>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {formatMoney(lineTotalCents(lines[index] ?? { unit: 0, priceCents: 0 }), values.currency)}
              </Text>
            </Box>
            <IconButton
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove item ${n}`}
              disabled={values.items.length === 1}
              onClick={() => setItems(values.items.filter((__, at) => at !== index))}
              mb="1"
              justifySelf="end"
            >
              <Trash2Icon />
            </IconButton>
          </Grid>
        );
      })}
      {listError && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {listError}
        </Text>
      )}
      <Box>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setItems([...values.items, { ...EMPTY_ITEM }])}
          disabled={values.items.length >= INVOICE_ITEMS_MAX}
        >
          <PlusIcon aria-hidden />
          Add item
        </Button>
      </Box>
    </Stack>
  );
}
