export interface InvoiceRow {
  number: string;
  client: string;
  issued: string;
  amount: number;
  status: 'Paid' | 'Due' | 'Overdue';
}

// prettier-ignore
export const INVOICE_ROWS: readonly InvoiceRow[] = [
  { number: 'INV-1042', client: 'Northwind Traders', issued: '2 Nov 2026', amount: 4200, status: 'Paid' },
  { number: 'INV-1043', client: 'Globex', issued: '5 Nov 2026', amount: 1850, status: 'Due' },
  { number: 'INV-1044', client: 'Initech', issued: '9 Nov 2026', amount: 9600, status: 'Overdue' },
  { number: 'INV-1045', client: 'Umbrella Health', issued: '12 Nov 2026', amount: 760, status: 'Paid' },
  { number: 'INV-1046', client: 'Stark Logistics', issued: '18 Nov 2026', amount: 3125, status: 'Due' },
];

export const STATUS_PALETTE: Record<InvoiceRow['status'], string> = { Paid: 'green', Due: 'blue', Overdue: 'red' };
