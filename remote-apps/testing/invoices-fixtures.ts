import type { InvoiceWithTotals } from 'tessera-contracts';

const PARTY = { name: 'Seller Ltd', address: '1 Road', email: 'sales@seller.example', phone: '+1 555 0100' };

/** An invoice for tests, with `changes` over plain defaults (totals as the server would send them). */
export function testInvoice(id: number, changes: Partial<InvoiceWithTotals> = {}): InvoiceWithTotals {
  return {
    id,
    orderNo: `INV-${id}`,
    status: 'pending',
    date: '2026-03-10T12:00:00.000Z',
    currency: 'USD',
    vat: 10,
    seller: PARTY,
    buyer: { ...PARTY, name: `Buyer ${id}` },
    items: [{ name: 'Thing', unit: 2, price: 5.5 }],
    subTotal: 11,
    vatAmount: 1.1,
    total: 12.1,
    modified: '2026-03-10 12:00:00.000000',
    ...changes,
  };
}
