// Creating an invoice from the editor: not optimistic, so the editor keeps the user's input when the save fails.
import { apiClient, readableError } from 'shared-auth';
import type { InvoiceFields, InvoiceWithTotals } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeInvoice } from './invoice-cache';

export async function createInvoice(input: InvoiceFields): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.post<InvoiceWithTotals>('/api/invoices/add', input);
  return data;
}

export type InvoiceSaveResult = { ok: true; invoice: InvoiceWithTotals } | { ok: false; message: string };

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
