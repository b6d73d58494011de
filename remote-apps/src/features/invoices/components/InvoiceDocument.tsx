import { Box, Flex, Heading, SimpleGrid, Stack, Table, Text, formatDate } from 'shared-ui';
import type { InvoiceParty, InvoiceWithTotals } from 'tessera-contracts';
import { amountToCents, formatMoney, lineTotalCents, totalsCents } from '../model/invoice-money';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Stack gap="1" minW="0">
      <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
        {title}
      </Text>
      <Text fontWeight="semibold">{party.name}</Text>
      {party.address && <Text whiteSpace="pre-line">{party.address}</Text>}
      {party.email && <Text wordBreak="break-all">{party.email}</Text>}
      {party.phone && <Text>{party.phone}</Text>}
    </Stack>
  );
}

/** The invoice as a document: what is printed. Totals are the page's own, in cents, from the lines shown. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceWithTotals }) {
  const lines = invoice.items.map((item) => ({ unit: item.unit, priceCents: amountToCents(item.price) }));
  const totals = totalsCents(lines, invoice.vat);
  const money = (cents: number) => formatMoney(cents, invoice.currency);

  return (
    <Stack gap="6" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '8' }} _print={{ borderWidth: 0, p: 0 }}>
      <Flex justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="2xl">
            Invoice {invoice.orderNo}
          </Heading>
          <Text color="fg.muted">Date: {formatDate(invoice.date)}</Text>
        </Stack>
        <Box>
          <InvoiceStatusBadge status={invoice.status} />
        </Box>
      </Flex>
      {/* Chakra's breakpoints are screen-only, so paper gets the two columns explicitly. */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6" _print={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Party title="From" party={invoice.seller} />
        <Party title="Bill to" party={invoice.buyer} />
      </SimpleGrid>
      <Table.ScrollArea maxW="full" position="relative">
        <Table.Root size="sm" aria-label="Items">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.items.map((item, index) => (
              <Table.Row key={index}>
                <Table.Cell>{item.name}</Table.Cell>
                <Table.Cell textAlign="end">{item.unit}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(amountToCents(item.price))}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(lineTotalCents(lines[index] ?? { unit: 0, priceCents: 0 }))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <InvoiceTotals
        subTotal={money(totals.subTotal)}
        vatRate={invoice.vat}
        vat={money(totals.vat)}
        total={money(totals.total)}
      />
    </Stack>
  );
}

interface InvoiceTotalsProps {
  subTotal: string;
  vatRate: number;
  vat: string;
  total: string;
}

/** Sub-total, VAT and total, already formatted. */
export function InvoiceTotals({ subTotal, vatRate, vat, total }: InvoiceTotalsProps) {
  const row = (label: string, value: string, strong = false) => (
    <Flex
      justify="space-between"
      gap="6"
      fontWeight={strong ? 'bold' : undefined}
      textStyle={strong ? 'lg' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" whiteSpace="nowrap" data-testid={strong ? 'invoice-total' : undefined}>
        {value}
      </Text>
    </Flex>
  );
  return (
    <Stack as="dl" gap="2" ms="auto" w={{ base: 'full', sm: '20rem' }} _print={{ w: '20rem' }} aria-label="Totals">
      {row('Sub-total', subTotal)}
      {row(`VAT (${vatRate}%)`, vat)}
      {row('Total', total, true)}
    </Stack>
  );
}
