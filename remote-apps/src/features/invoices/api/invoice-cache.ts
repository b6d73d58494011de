// Where a saved invoice goes: the list's cache and its own.
import type { QueryClient } from '@tanstack/react-query';
import { receiveCached } from 'shared-auth';
import type { InvoiceWithTotals } from 'tessera-contracts';
import { invoiceQueryOptions } from './get-invoice';
import { invoicesQueryOptions } from './list-invoices';

/** Puts a saved invoice in both caches; a deletion still on its way stays shown in the list. */
export function storeInvoice(client: QueryClient, saved: InvoiceWithTotals): void {
  client.setQueryData(invoiceQueryOptions(saved.id).queryKey, saved);
  receiveCached<InvoiceWithTotals[]>(client, invoicesQueryOptions().queryKey, (list) =>
    list.some((invoice) => invoice.id === saved.id)
      ? list.map((invoice) => (invoice.id === saved.id ? saved : invoice))
      : [...list, saved],
  );
}
