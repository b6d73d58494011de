// The invoice editor's values and rules. Amounts stay text while edited and become cents only through
// parseCents, so what the user typed is exactly what is summed and sent.
import * as yup from 'yup';
import {
  INVOICE_CURRENCIES,
  INVOICE_ITEMS_MAX,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX,
  type Invoice,
  type InvoiceFields,
  type InvoiceParty,
  type InvoiceStatus,
} from 'tessera-contracts';
import {
  amountToCents,
  centsToAmount,
  parseCents,
  totalsCents,
  type LineCents,
  type TotalsCents,
} from './invoice-money';

export interface ItemValues {
  name: string;
  unit: string;
  price: string;
}

export interface InvoiceFormValues {
  orderNo: string;
  status: InvoiceStatus;
  /** yyyy-mm-dd, as a date input holds it. */
  date: string;
  currency: string;
  vat: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  items: ItemValues[];
}

const EMPTY_PARTY: InvoiceParty = { name: '', address: '', email: '', phone: '' };
export const EMPTY_ITEM: ItemValues = { name: '', unit: '1', price: '' };

const WHOLE = /^\d{1,5}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Cents of a price the user typed, or null while it is not a valid amount. */
export const priceCents = (text: string): number | null => parseCents(text);

/** The lines that can be summed (a line still being typed counts as nothing). */
export function linesFrom(items: readonly ItemValues[]): LineCents[] {
  return items.map((item) => ({
    unit: WHOLE.test(item.unit.trim()) ? Number(item.unit) : 0,
    priceCents: parseCents(item.price) ?? 0,
  }));
}

/** The VAT percent typed, or 0 while it is not a valid one. */
export function vatFrom(text: string): number {
  const cents = parseCents(text);
  return cents === null || cents > 10_000 ? 0 : cents / 100;
}

export function formTotals(values: Pick<InvoiceFormValues, 'items' | 'vat'>): TotalsCents {
  return totalsCents(linesFrom(values.items), vatFrom(values.vat));
}

const partySchema = (who: string, required: boolean) =>
  yup.object({
    name: required
      ? yup.string().trim().required(`Enter the ${who}'s name`).max(INVOICE_TEXT_MAX)
      : yup.string().trim().default('').max(INVOICE_TEXT_MAX),
    address: yup.string().trim().default('').max(300, 'At most 300 characters'),
    email: yup
      .string()
      .trim()
      .default('')
      .test('email', 'Enter a valid email address', (value) => value === '' || EMAIL.test(value)),
    phone: yup.string().trim().default('').max(40, 'At most 40 characters'),
  });

export const invoiceSchema: yup.ObjectSchema<InvoiceFormValues> = yup.object({
  orderNo: yup.string().trim().required('Enter an order number').max(40, 'At most 40 characters'),
  status: yup.mixed<InvoiceStatus>().oneOf(INVOICE_STATUSES).required(),
  date: yup
    .string()
    .required('Enter a date')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
  currency: yup.string().oneOf(INVOICE_CURRENCIES).required(),
  vat: yup
    .string()
    .trim()
    .required('Enter the VAT rate (0 if none)')
    .test('vat', 'Enter a rate from 0 to 100, up to 2 decimals', (value) => {
      const cents = parseCents(value);
      return cents !== null && cents <= 10_000;
    }),
  seller: partySchema('seller', true).required(),
  buyer: partySchema('buyer', true).required(),
  items: yup
    .array(
      yup.object({
        name: yup.string().trim().required('Enter what is sold').max(INVOICE_TEXT_MAX),
        unit: yup
          .string()
          .trim()
          .required('Enter a quantity')
          .test(
            'unit',
            'A whole number from 1 to 10000',
            (value) => WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 10_000,
          ),
        price: yup
          .string()
          .trim()
          .required('Enter a price')
          .test('price', 'A price such as 12 or 12.50', (value) => {
            const cents = parseCents(value);
            return cents !== null && cents <= 100_000_000;
          }),
      }),
    )
    .required()
    .min(1, 'Add at least one item')
    .max(INVOICE_ITEMS_MAX, `At most ${INVOICE_ITEMS_MAX} items`),
});

function amountText(amount: number): string {
  const cents = amountToCents(amount);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Today as yyyy-mm-dd in the user's time zone. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function invoiceFormValues(invoice: Invoice | null, now = new Date()): InvoiceFormValues {
  if (!invoice) {
    return {
      orderNo: `INV-${localDate(now).replaceAll('-', '')}-${String(now.getTime() % 10_000).padStart(4, '0')}`,
      status: 'pending',
      date: localDate(now),
      currency: 'USD',
      vat: '0',
      seller: { ...EMPTY_PARTY },
      buyer: { ...EMPTY_PARTY },
      items: [{ ...EMPTY_ITEM }],
    };
  }
  return {
    orderNo: invoice.orderNo,
    status: invoice.status,
    date: localDate(new Date(invoice.date)),
    currency: invoice.currency,
    vat: amountText(invoice.vat),
    seller: { ...invoice.seller },
    buyer: { ...invoice.buyer },
    items: invoice.items.map((item) => ({ name: item.name, unit: String(item.unit), price: amountText(item.price) })),
  };
}

const trimParty = (party: InvoiceParty): InvoiceParty => ({
  name: party.name.trim(),
  address: party.address.trim(),
  email: party.email.trim(),
  phone: party.phone.trim(),
});

/** The record to send, from values the schema accepted. The date is that day at noon UTC, so no zone moves it. */
export function invoiceFieldsFrom(values: InvoiceFormValues): InvoiceFields {
  return {
    orderNo: values.orderNo.trim(),
    status: values.status,
    date: `${values.date}T12:00:00.000Z`,
    currency: values.currency,
    vat: centsToAmount(parseCents(values.vat) ?? 0),
    seller: trimParty(values.seller),
    buyer: trimParty(values.buyer),
    items: values.items.map((item) => ({
      name: item.name.trim(),
      unit: Number(item.unit),
      price: centsToAmount(parseCents(item.price) ?? 0),
    })),
  };
}
