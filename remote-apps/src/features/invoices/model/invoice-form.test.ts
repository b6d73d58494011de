import {
  formTotals,
  invoiceFieldsFrom,
  invoiceFormValues,
  invoiceSchema,
  type InvoiceFormValues,
} from './invoice-form';
import { testInvoice } from '@apps/testing/invoices-fixtures';

const invoice = testInvoice(7, {
  vat: 7.25,
  items: [
    { name: 'Pen', unit: 3, price: 0.1 },
    { name: 'Desk', unit: 1, price: 250 },
    { name: 'Lamp', unit: 2, price: 19.99 },
  ],
});

it('turns an invoice into editable text and back without losing a cent', () => {
  const values = invoiceFormValues(invoice);
  expect(values.items).toEqual([
    { name: 'Pen', unit: '3', price: '0.10' },
    { name: 'Desk', unit: '1', price: '250' },
    { name: 'Lamp', unit: '2', price: '19.99' },
  ]);
  expect(values.vat).toBe('7.25');
  const fields = invoiceFieldsFrom(values);
  expect(fields.items).toEqual(invoice.items);
  expect(fields.vat).toBe(7.25);
  expect(fields.date).toMatch(/^2026-03-1\dT12:00:00.000Z$/);
});

it('totals what is typed, counting a line still being typed as nothing', () => {
  const values = invoiceFormValues(invoice);
  // 0.30 + 250.00 + 39.98 = 290.28; VAT 7.25 % = 21.0453 → 21.05
  expect(formTotals(values)).toEqual({ subTotal: 29028, vat: 2105, total: 31133 });
  expect(formTotals({ vat: 'x', items: [...values.items, { name: 'New', unit: '2', price: '3.' }] })).toEqual({
    subTotal: 29028,
    vat: 0,
    total: 29028,
  });
});

async function errorOf(changes: Partial<InvoiceFormValues>): Promise<string | null> {
  try {
    await invoiceSchema.validate({ ...invoiceFormValues(invoice), ...changes });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

it.each<[Partial<InvoiceFormValues>, string]>([
  [{ orderNo: ' ' }, 'Enter an order number'],
  [{ vat: '100.5' }, 'Enter a rate from 0 to 100, up to 2 decimals'],
  [{ vat: '-1' }, 'Enter a rate from 0 to 100, up to 2 decimals'],
  [{ items: [] }, 'Add at least one item'],
  [{ items: [{ name: 'A', unit: '0', price: '1' }] }, 'A whole number from 1 to 10000'],
  [{ items: [{ name: 'A', unit: '1.5', price: '1' }] }, 'A whole number from 1 to 10000'],
  [{ items: [{ name: 'A', unit: '1', price: '1.999' }] }, 'A price such as 12 or 12.50'],
  [{ items: [{ name: 'A', unit: '1', price: '-2' }] }, 'A price such as 12 or 12.50'],
  [{ items: [{ name: ' ', unit: '1', price: '2' }] }, 'Enter what is sold'],
  [{ buyer: { name: '', address: '', email: '', phone: '' } }, "Enter the buyer's name"],
  [{ seller: { name: 'S', address: '', email: 'nope', phone: '' } }, 'Enter a valid email address'],
])('%j → "%s"', async (changes, message) => {
  expect(await errorOf(changes)).toBe(message);
});

it('a new invoice starts today, pending, with one empty line', () => {
  const values = invoiceFormValues(null, new Date(2026, 4, 9, 10, 0, 0));
  expect(values).toMatchObject({ status: 'pending', date: '2026-05-09', currency: 'USD', vat: '0' });
  expect(values.items).toEqual([{ name: '', unit: '1', price: '' }]);
  expect(values.orderNo).toMatch(/^INV-20260509-\d{4}$/);
});
