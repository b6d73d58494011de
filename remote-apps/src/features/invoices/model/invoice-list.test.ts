import { findInvoices, NEWEST_FIRST, sortInvoices, toggleInvoiceSort } from './invoice-list';
import { testInvoice } from '@apps/testing/invoices-fixtures';

const a = testInvoice(1, { orderNo: 'INV-2', date: '2026-01-05T12:00:00Z', status: 'delivered', total: 300 });
const b = testInvoice(2, { orderNo: 'INV-10', date: '2026-03-01T12:00:00Z', status: 'pending', total: 20.5 });
const c = testInvoice(3, { orderNo: 'INV-1', date: '2026-02-01T12:00:00Z', status: 'processing', total: 1000 });

it('finds by order number, buyer or seller, within a status', () => {
  expect(findInvoices([a, b, c], 'buyer 3', 'all')).toEqual([c]);
  expect(findInvoices([a, b, c], 'inv-1', 'all').map((i) => i.id)).toEqual([2, 3]);
  expect(findInvoices([a, b, c], 'seller', 'processing')).toEqual([c]);
  expect(findInvoices([a, b, c], '', 'delivered')).toEqual([a]);
});

it('sorts newest first by default, and by each column either way', () => {
  expect(sortInvoices([a, b, c], NEWEST_FIRST).map((i) => i.id)).toEqual([2, 3, 1]);
  expect(sortInvoices([a, b, c], { key: 'orderNo', direction: 'asc' }).map((i) => i.orderNo)).toEqual([
    'INV-1',
    'INV-2',
    'INV-10',
  ]);
  expect(sortInvoices([a, b, c], { key: 'total', direction: 'desc' }).map((i) => i.id)).toEqual([3, 1, 2]);
  expect(sortInvoices([a, b, c], { key: 'status', direction: 'asc' }).map((i) => i.status)).toEqual([
    'pending',
    'processing',
    'delivered',
  ]);
  expect(toggleInvoiceSort(NEWEST_FIRST, 'date')).toEqual({ key: 'date', direction: 'asc' });
  expect(toggleInvoiceSort(NEWEST_FIRST, 'buyer')).toEqual({ key: 'buyer', direction: 'asc' });
});
