// Saving an invoice from the editor: not optimistic, so the editor keeps the user's input when the save fails.
import { apiClient, isStaleWriteError, readableError } from 'shared-auth';
import type { InvoiceFields, InvoiceWithTotals } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSaveResult } from './create-invoice';
import { invoiceKeys } from './invoice-keys';
import { storeInvoice } from './invoice-cache';

/** Saves `changes` on top of version `modified`; the server refuses (417) if the invoice has changed since. */
export async function updateInvoice(
  id: number,
  changes: Partial<InvoiceFields>,
  modified: string,
): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.post<InvoiceWithTotals>('/api/invoices/update', { ...changes, id, modified });
  return data;
}

const STALE_MESSAGE =
  'Someone else saved this invoice since you opened it, so your change was not saved. ' +
  'The page now shows their version; make your change again on top of it.';

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
