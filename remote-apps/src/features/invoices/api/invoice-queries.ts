// The invoice list and each invoice are cached apart (an invoice page loads only its invoice), and every write
// updates both, so the list and the page never disagree.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { receiveCached } from 'shared-auth';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { fetchInvoice, fetchInvoices } from './invoice-requests';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
  one: (id: number) => [...invoiceKeys.all, 'one', id] as const,
};

export const invoicesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.list(), queryFn: fetchInvoices });

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => fetchInvoice(id) });

export const useInvoices = () => useQuery(invoicesQueryOptions());

export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id));

/** Puts a saved invoice in both caches; a deletion still on its way stays shown in the list. */
export function storeInvoice(client: QueryClient, saved: InvoiceWithTotals): void {
  client.setQueryData(invoiceQueryOptions(saved.id).queryKey, saved);
  receiveCached<InvoiceWithTotals[]>(client, invoicesQueryOptions().queryKey, (list) =>
    list.some((invoice) => invoice.id === saved.id)
      ? list.map((invoice) => (invoice.id === saved.id ? saved : invoice))
      : [...list, saved],
  );
}
