// What the invoice list shows: found by a search, narrowed to a status, sorted. Pure, tested on its own.
import type { InvoiceStatus, InvoiceWithTotals } from 'tessera-contracts';

export type InvoiceSortKey = 'date' | 'orderNo' | 'buyer' | 'total' | 'status';
export interface InvoiceSort {
  key: InvoiceSortKey;
  direction: 'asc' | 'desc';
}

export const NEWEST_FIRST: InvoiceSort = { key: 'date', direction: 'desc' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const STATUS_ORDER: Record<InvoiceStatus, number> = { pending: 0, processing: 1, delivered: 2 };

/** Invoices whose order number, buyer or seller holds every word of `query` (any case); of `status` unless 'all'. */
export function findInvoices(
  invoices: readonly InvoiceWithTotals[],
  query: string,
  status: InvoiceStatus | 'all',
): InvoiceWithTotals[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return invoices.filter((invoice) => {
    if (status !== 'all' && invoice.status !== status) return false;
    const text = [invoice.orderNo, invoice.buyer.name, invoice.seller.name].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function compare(a: InvoiceWithTotals, b: InvoiceWithTotals, key: InvoiceSortKey): number {
  switch (key) {
    case 'date':
      return Date.parse(a.date) - Date.parse(b.date);
    case 'orderNo':
      return collator.compare(a.orderNo, b.orderNo);
    case 'buyer':
      return collator.compare(a.buyer.name, b.buyer.name);
    case 'total':
      // Totals in different currencies are compared by their figures; the list shows each with its currency.
      return Math.round(a.total * 100) - Math.round(b.total * 100);
    case 'status':
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  }
}

export function sortInvoices(invoices: readonly InvoiceWithTotals[], sort: InvoiceSort): InvoiceWithTotals[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...invoices].sort((a, b) => sign * compare(a, b, sort.key) || b.id - a.id);
}

export function toggleInvoiceSort(current: InvoiceSort, key: InvoiceSortKey): InvoiceSort {
  if (current.key !== key) return { key, direction: key === 'date' || key === 'total' ? 'desc' : 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
