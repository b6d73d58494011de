// The invoices demo API's records (docs/demo-api.md), as /api/invoices/* sends and takes them.

export const INVOICE_STATUSES = ['pending', 'processing', 'delivered'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Who sells or buys. */
export interface InvoiceParty {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** One line: `unit` pieces at `price` each (money, at most 2 decimals). */
export interface InvoiceItem {
  name: string;
  unit: number;
  price: number;
}

export interface Invoice {
  id: number;
  orderNo: string;
  status: InvoiceStatus;
  /** ISO 8601. */
  date: string;
  /** An ISO 4217 code such as "USD". */
  currency: string;
  /** Percent, 0 to 100. */
  vat: number;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  items: InvoiceItem[];
  modified: string;
}

/** What the server adds to each invoice it answers, computed in whole cents: never stored, never sent. */
export interface InvoiceTotals {
  subTotal: number;
  vatAmount: number;
  total: number;
}

export type InvoiceWithTotals = Invoice & InvoiceTotals;

/** The editable fields of an invoice, the body of `POST /api/invoices/add`. */
export type InvoiceFields = Omit<Invoice, 'id' | 'modified'>;

export const INVOICE_ITEMS_MAX = 100;
export const INVOICE_TEXT_MAX = 140;
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'CAD', 'AUD'] as const;
