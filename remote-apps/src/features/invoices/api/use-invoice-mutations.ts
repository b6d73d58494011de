// Writes to the invoices. Saving from the editor is not optimistic, so the editor keeps the user's input when
// the save fails; deleting is, and puts the invoice back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cachedChange, isStaleWriteError, readableError, useOptimisticChange } from 'shared-auth';
import type { InvoiceFields, InvoiceWithTotals } from 'tessera-contracts';
import { invoiceKeys, invoicesQueryOptions, storeInvoice } from './invoice-queries';
import { createInvoice, deleteInvoice, updateInvoice } from './invoice-requests';

export type InvoiceSaveResult = { ok: true; invoice: InvoiceWithTotals } | { ok: false; message: string };

const STALE_MESSAGE =
  'Someone else saved this invoice since you opened it, so your change was not saved. ' +
  'The page now shows their version; make your change again on top of it.';

export function useCreateInvoice(): (fields: InvoiceFields) => Promise<InvoiceSaveResult> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: createInvoice,
    onSuccess: (saved) => storeInvoice(client, saved),
  });
  return async (fields) => {
    try {
      return { ok: true, invoice: await mutateAsync(fields) };
    } catch (error) {
      return { ok: false, message: readableError(error) };
    }
  };
}

export function useUpdateInvoice(
  invoice: InvoiceWithTotals,
): (changes: Partial<InvoiceFields>) => Promise<InvoiceSaveResult> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    // Writes to one invoice go one after another, each on top of the version the previous one produced.
    scope: { id: `invoice-${invoice.id}` },
    mutationFn: (changes: Partial<InvoiceFields>) => {
      const latest = client.getQueryData(invoiceKeys.one(invoice.id)) as InvoiceWithTotals | undefined;
      return updateInvoice(invoice.id, changes, (latest ?? invoice).modified);
    },
    onSuccess: (saved) => storeInvoice(client, saved),
  });
  return async (changes) => {
    try {
      return { ok: true, invoice: await mutateAsync(changes) };
    } catch (error) {
      if (!isStaleWriteError(error)) return { ok: false, message: readableError(error) };
      await client.invalidateQueries({ queryKey: invoiceKeys.all });
      return { ok: false, message: STALE_MESSAGE };
    }
  };
}

/** Removes the invoice from the list at once; resolves to an error message if the server refused (it is back then). */
export function useDeleteInvoice(): (invoice: InvoiceWithTotals) => Promise<string | null> {
  const client = useQueryClient();
  const { mutateAsync } = useOptimisticChange({
    change: (invoice: InvoiceWithTotals) => [
      cachedChange<InvoiceWithTotals[]>(invoicesQueryOptions().queryKey, (list) =>
        list.filter((item) => item.id !== invoice.id),
      ),
    ],
    send: (invoice: InvoiceWithTotals) => deleteInvoice(invoice.id),
    onSaved: (_left, invoice) => client.removeQueries({ queryKey: invoiceKeys.one(invoice.id) }),
  });
  return async (invoice) => {
    try {
      await mutateAsync(invoice);
      return null;
    } catch (error) {
      return readableError(error);
    }
  };
}
