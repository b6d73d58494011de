import { Badge, Table } from 'shared-ui';
import { INVOICE_ROWS, STATUS_PALETTE } from './invoice-rows';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

interface InvoiceTableProps {
  caption: string;
  striped?: boolean;
  interactive?: boolean;
  showColumnBorder?: boolean;
  variant?: 'line' | 'outline';
  size?: 'sm' | 'md' | 'lg';
}

/** Five invoices in a table; the props switch Chakra's looks (stripes, hover highlight, borders, size). */
export function InvoiceTable({
  caption,
  striped,
  interactive,
  showColumnBorder,
  variant = 'line',
  size = 'md',
}: InvoiceTableProps) {
  return (
    <Table.ScrollArea borderWidth={variant === 'outline' ? undefined : '1px'} borderRadius="l2" maxW="full">
      <Table.Root
        size={size}
        striped={striped}
        interactive={interactive}
        showColumnBorder={showColumnBorder}
        variant={variant}
        minW="lg"
      >
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Issued</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {INVOICE_ROWS.map((row) => (
            <Table.Row key={row.number}>
              <Table.Cell fontWeight="medium">{row.number}</Table.Cell>
              <Table.Cell>{row.client}</Table.Cell>
              <Table.Cell>{row.issued}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {euros.format(row.amount)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[row.status]}>{row.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
