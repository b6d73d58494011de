import { paths } from '@apps/paths';

/** The `:id` of the page that creates an invoice. */
export const NEW_INVOICE = 'new';

export const invoicePath = (id: number | typeof NEW_INVOICE): string =>
  paths.invoices.invoice.replace(':id', String(id));

/** The invoice id a page path names: a number, 'new', or null when it names neither. */
export function invoiceIdFrom(param: string | undefined): number | typeof NEW_INVOICE | null {
  if (param === NEW_INVOICE) return NEW_INVOICE;
  return param !== undefined && /^\d{1,15}$/.test(param) ? Number(param) : null;
}
