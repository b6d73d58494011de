// The HTTP calls of the invoices demo API. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { InvoiceFields, InvoiceWithTotals } from 'tessera-contracts';

export async function fetchInvoices(): Promise<InvoiceWithTotals[]> {
  const { data } = await apiClient.get<InvoiceWithTotals[]>('/api/invoices/all');
  return data;
}

export async function fetchInvoice(id: number): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.get<InvoiceWithTotals>('/api/invoices', { params: { id } });
  return data;
}

export async function createInvoice(input: InvoiceFields): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.post<InvoiceWithTotals>('/api/invoices/add', input);
  return data;
}

/** Saves `changes` on top of version `modified`; the server refuses (417) if the invoice has changed since. */
export async function updateInvoice(
  id: number,
  changes: Partial<InvoiceFields>,
  modified: string,
): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.post<InvoiceWithTotals>('/api/invoices/update', { ...changes, id, modified });
  return data;
}

/** Resolves to the invoices left. */
export async function deleteInvoice(id: number): Promise<InvoiceWithTotals[]> {
  const { data } = await apiClient.post<InvoiceWithTotals[]>('/api/invoices/delete', { id });
  return data;
}
