import { useMemo, useState } from 'react';
import {
  BRAND,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FileTextIcon,
  Flex,
  formatDate,
  IconButton,
  Link,
  LoadingState,
  NativeSelect,
  PageLayout,
  PlusIcon,
  RouterLink,
  SearchField,
  SearchIcon,
  Table,
  Text,
  toaster,
  Trash2Icon,
} from 'shared-ui';
import { SortableColumnHeader } from 'shared-ui/kits';
import { readableError } from 'shared-auth';
import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceWithTotals } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { useInvoices } from './api/list-invoices';
import { useDeleteInvoice } from './api/delete-invoice';
import { InvoiceStatusBadge, STATUS_LABELS } from './components/InvoiceStatusBadge';
import {
  findInvoices,
  NEWEST_FIRST,
  sortInvoices,
  toggleInvoiceSort,
  type InvoiceSort,
  type InvoiceSortKey,
} from './model/invoice-list';
import { amountToCents, formatMoney } from './model/invoice-money';
import { invoicePath, NEW_INVOICE } from './model/invoice-paths';

const COLUMNS: readonly { key: InvoiceSortKey; label: string; end?: boolean }[] = [
  { key: 'orderNo', label: 'Order number' },
  { key: 'buyer', label: 'Buyer' },
  { key: 'date', label: 'Date' },
  { key: 'status', label: 'Status' },
  { key: 'total', label: 'Total', end: true },
];

/** Every invoice (`/invoice/list`): search, a status filter, sorting, deleting, and "New invoice" (from EDITOR up). */
export default function InvoiceListPage() {
  const invoices = useInvoices();
  const canEdit = useCanEditSharedData();
  const deleteInvoice = useDeleteInvoice();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const [sort, setSort] = useState<InvoiceSort>(NEWEST_FIRST);
  const [doomed, setDoomed] = useState<InvoiceWithTotals | null>(null);

  const shown = useMemo(
    () => sortInvoices(findInvoices(invoices.data ?? [], query, status), sort),
    [invoices.data, query, status, sort],
  );

  const confirmDelete = async () => {
    if (!doomed) return;
    const invoice = doomed;
    setDoomed(null);
    const failure = await deleteInvoice(invoice);
    if (failure)
      toaster.create({ type: 'error', title: `Couldn't delete invoice ${invoice.orderNo}`, description: failure });
    else toaster.create({ type: 'success', title: `Deleted invoice ${invoice.orderNo}` });
  };

  const newButton = (
    <Button asChild>
      <RouterLink to={invoicePath(NEW_INVOICE)}>
        <PlusIcon aria-hidden />
        New invoice
      </RouterLink>
    </Button>
  );

  let body;
  if (invoices.isPending) body = <LoadingState label="Loading invoices" />;
  else if (invoices.isError)
    body = (
      <ErrorState
        title="Couldn't load the invoices"
        message={readableError(invoices.error)}
        onRetry={() => void invoices.refetch()}
      />
    );
  else if (invoices.data.length === 0)
    body = (
      <EmptyState
        icon={<FileTextIcon />}
        title="No invoices yet"
        description={canEdit ? 'Create the first one.' : undefined}
        action={canEdit && newButton}
      />
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="No invoice matches"
        description="Try other words or another status."
        action={
          <Button
            onClick={() => {
              setQuery('');
              setStatus('all');
            }}
          >
            Show every invoice
          </Button>
        }
      />
    );
  else
    body = (
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxW="full" position="relative">
        <Table.Root size="sm" interactive aria-label="Invoices">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <SortableColumnHeader
                  key={column.key}
                  label={column.label}
                  direction={sort.key === column.key ? sort.direction : null}
                  onSort={() => setSort((current) => toggleInvoiceSort(current, column.key))}
                  align={column.end ? 'end' : 'start'}
                />
              ))}
              {canEdit && (
                <Table.ColumnHeader>
                  <Text as="span" srOnly>
                    Actions
                  </Text>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((invoice) => (
              <Table.Row key={invoice.id}>
                <Table.Cell>
                  <Link asChild colorPalette={BRAND} fontWeight="medium">
                    <RouterLink to={invoicePath(invoice.id)}>{invoice.orderNo}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell minW="10rem">{invoice.buyer.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(invoice.date)}</Table.Cell>
                <Table.Cell>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(amountToCents(invoice.total), invoice.currency)}
                </Table.Cell>
                {canEdit && (
                  <Table.Cell textAlign="end">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete invoice ${invoice.orderNo}`}
                      onClick={() => setDoomed(invoice)}
                    >
                      <Trash2Icon />
                    </IconButton>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );

  return (
    <PageLayout title="Invoices" actions={canEdit ? newButton : undefined}>
      {!canEdit && <ReadOnlyNote subject="the invoices" />}
      <Flex gap="3" wrap="wrap" align="center">
        <SearchField
          label="Search invoices"
          placeholder="Order number, buyer or seller…"
          value={query}
          onChange={setQuery}
          maxW={{ base: 'full', sm: '20rem' }}
        />
        <NativeSelect.Root maxW={{ base: 'full', sm: '12rem' }}>
          <NativeSelect.Field
            aria-label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as InvoiceStatus | 'all')}
          >
            <option value="all">Every status</option>
            {INVOICE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {invoices.data && invoices.data.length > 0 && (
          <Text textStyle="sm" color="fg.muted" role="status" aria-live="polite">
            {shown.length === invoices.data.length
              ? `${invoices.data.length} invoices`
              : `${shown.length} of ${invoices.data.length} invoices`}
          </Text>
        )}
      </Flex>
      {body}
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? `Delete invoice ${doomed.orderNo}?` : ''}
        description="The invoice will be removed for everyone. This cannot be undone."
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </PageLayout>
  );
}
