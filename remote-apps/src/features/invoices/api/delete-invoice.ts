// Deleting an invoice: optimistic, and the invoice comes back if the server refuses.
import { apiClient, cachedChange, readableError, useOptimisticChange } from 'shared-auth';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';
import { invoicesQueryOptions } from './list-invoices';

/** Resolves to the invoices left. */
export async function deleteInvoice(id: number): Promise<InvoiceWithTotals[]> {
  const { data } = await apiClient.post<InvoiceWithTotals[]>('/api/invoices/delete', { id });
  return data;
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
