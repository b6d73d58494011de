// One invoice, for its page. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

export async function fetchInvoice(id: number): Promise<InvoiceWithTotals> {
  const { data } = await apiClient.get<InvoiceWithTotals>('/api/invoices', { params: { id } });
  return data;
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => fetchInvoice(id) });

export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id));
