// Every invoice, for the list. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

export async function fetchInvoices(): Promise<InvoiceWithTotals[]> {
  const { data } = await apiClient.get<InvoiceWithTotals[]>('/api/invoices/all');
  return data;
}

export const invoicesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.list(), queryFn: fetchInvoices });

export const useInvoices = () => useQuery(invoicesQueryOptions());
