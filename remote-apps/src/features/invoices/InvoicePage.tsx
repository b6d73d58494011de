import { useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  FileTextIcon,
  HStack,
  InlineAlert,
  LoadingState,
  NativeSelect,
  PageLayout,
  PencilIcon,
  PrintArea,
  RouterLink,
  toaster,
  useNavigate,
  useParams,
} from 'shared-ui';
import { PrinterIcon } from 'shared-ui/kits';
import { frappeExcType, readableError } from 'shared-auth';
import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceWithTotals } from 'tessera-contracts';
import { ReadOnlyNote } from '@apps/access/ReadOnlyNote';
import { useCanEditSharedData } from '@apps/access/use-can-edit-shared-data';
import { paths } from '@apps/paths';
import { useInvoice } from './api/get-invoice';
import { useCreateInvoice } from './api/create-invoice';
import { useUpdateInvoice } from './api/update-invoice';
import { InvoiceDocument } from './components/InvoiceDocument';
import { InvoiceEditor } from './components/InvoiceEditor';
import { STATUS_LABELS } from './components/InvoiceStatusBadge';
import { invoiceFormValues } from './model/invoice-form';
import { invoiceIdFrom, invoicePath, NEW_INVOICE } from './model/invoice-paths';

function InvoiceNotFound() {
  return (
    <PageLayout title="Invoice not found">
      <EmptyState
        icon={<FileTextIcon />}
        title="This invoice does not exist"
        description="It may have been deleted. Pick one from the list."
        action={
          <Button asChild>
            <RouterLink to={paths.invoices.list}>Back to invoices</RouterLink>
          </Button>
        }
      />
    </PageLayout>
  );
}

/** `/invoice/new` for a GUEST: no editor, and why. */
function NoNewInvoice() {
  return (
    <PageLayout title="New invoice">
      <ReadOnlyNote subject="the invoices" />
      <HStack>
        <Button asChild variant="outline">
          <RouterLink to={paths.invoices.list}>Back to invoices</RouterLink>
        </Button>
      </HStack>
    </PageLayout>
  );
}

function NewInvoice() {
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const [initialValues] = useState(() => invoiceFormValues(null));
  return (
    <PageLayout title="New invoice">
      <InvoiceEditor
        initialValues={initialValues}
        submitLabel="Create invoice"
        onCancel={() => void navigate(paths.invoices.list)}
        onSave={async (fields) => {
          const result = await create(fields);
          if (!result.ok) return result.message;
          toaster.create({ type: 'success', title: `Created invoice ${result.invoice.orderNo}` });
          void navigate(invoicePath(result.invoice.id), { replace: true });
          return null;
        }}
      />
    </PageLayout>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceWithTotals }) {
  const update = useUpdateInvoice(invoice);
  const canEdit = useCanEditSharedData();
  const [editing, setEditing] = useState(false);
  const [statusSaving, setStatusSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (editing) {
    return (
      <PageLayout title={`Edit invoice ${invoice.orderNo}`}>
        <InvoiceEditor
          initialValues={invoiceFormValues(invoice)}
          submitLabel="Save invoice"
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            const result = await update(fields);
            if (!result.ok) return result.message;
            setEditing(false);
            toaster.create({ type: 'success', title: `Saved invoice ${result.invoice.orderNo}` });
            return null;
          }}
        />
      </PageLayout>
    );
  }

  const changeStatus = async (status: InvoiceStatus) => {
    setFailure(null);
    setStatusSaving(true);
    const result = await update({ status });
    setStatusSaving(false);
    if (!result.ok) setFailure(`The status was not changed. ${result.message}`);
  };

  const actions = (
    <HStack gap="2" wrap="wrap">
      {canEdit && (
        <>
          <NativeSelect.Root size="sm" w="10rem" disabled={statusSaving}>
            <NativeSelect.Field
              aria-label="Status"
              value={invoice.status}
              onChange={(event) => void changeStatus(event.target.value as InvoiceStatus)}
            >
              {INVOICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        </>
      )}
      <Button size="sm" onClick={() => window.print()}>
        <PrinterIcon aria-hidden />
        Print
      </Button>
    </HStack>
  );

  return (
    <PageLayout title={`Invoice ${invoice.orderNo}`} actions={actions} contentMaxW="5xl">
      {!canEdit && <ReadOnlyNote subject="this invoice" />}
      {failure && (
        <InlineAlert status="error" onDismiss={() => setFailure(null)}>
          {failure}
        </InlineAlert>
      )}
      <PrintArea label={`Invoice ${invoice.orderNo}`}>
        <InvoiceDocument invoice={invoice} />
      </PrintArea>
    </PageLayout>
  );
}

function ExistingInvoice({ id }: { id: number }) {
  const invoice = useInvoice(id);
  if (invoice.isPending) {
    return (
      <PageLayout title="Invoice">
        <LoadingState label="Loading the invoice" shape="lines" />
      </PageLayout>
    );
  }
  if (invoice.isError) {
    if (frappeExcType(invoice.error) === 'DoesNotExistError') return <InvoiceNotFound />;
    return (
      <PageLayout title="Invoice">
        <ErrorState
          title="Couldn't load the invoice"
          message={readableError(invoice.error)}
          onRetry={() => void invoice.refetch()}
        />
      </PageLayout>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

/** One invoice (`/invoice/:id`): the document, printable, its status, an editor; `/invoice/new` creates one. */
export default function InvoicePage() {
  const { id: param } = useParams();
  const canEdit = useCanEditSharedData();
  const id = invoiceIdFrom(param);
  if (id === NEW_INVOICE) return canEdit ? <NewInvoice /> : <NoNewInvoice />;
  if (id === null) return <InvoiceNotFound />;
  return <ExistingInvoice key={id} id={id} />;
}
