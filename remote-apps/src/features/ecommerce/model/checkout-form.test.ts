import { CARD_NUMBER_LENGTH } from 'tessera-contracts';
import {
  checkoutSchema,
  EMPTY_CHECKOUT,
  expiryNotPast,
  newIdempotencyKey,
  placeOrderRequest,
  type CheckoutValues,
} from './checkout-form';

const TODAY = new Date(2026, 10, 23);
const valid: CheckoutValues = {
  fullName: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
  cardHolder: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '11/26',
};

async function errorsOf(values: CheckoutValues): Promise<string[]> {
  try {
    await checkoutSchema(TODAY).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

it('accepts a complete form', async () => {
  expect(await errorsOf(valid)).toEqual([]);
});

it("applies the spec's card rule: 16 digits ('Invlid card') and required ('Card number is required')", async () => {
  expect(CARD_NUMBER_LENGTH).toBe(16);
  expect(await errorsOf({ ...valid, cardNumber: '' })).toEqual(['Card number is required']);
  for (const cardNumber of ['4242 4242 4242', '4242 4242 4242 42424', '4242-4242-4242-424x']) {
    expect(await errorsOf({ ...valid, cardNumber })).toEqual(['Invlid card']);
  }
  expect(await errorsOf({ ...valid, cardNumber: '4242-4242-4242-4242' })).toEqual([]);
});

it('requires every shipping field, a valid email and a card that has not expired', async () => {
  const errors = await errorsOf({ ...EMPTY_CHECKOUT, cardNumber: '4242424242424242', expiry: '10/26' });
  expect(errors).toEqual(
    expect.arrayContaining([
      'Full name is required',
      'Email is required',
      'Country is required',
      'The card has expired',
    ]),
  );
  expect(await errorsOf({ ...valid, email: 'ada@' })).toEqual(['Invalid email']);
  expect(await errorsOf({ ...valid, expiry: '13/30' })).toEqual(['Use MM/YY']);
  expect(expiryNotPast('11/26', TODAY)).toBe(true);
  expect(expiryNotPast('10/26', TODAY)).toBe(false);
});

it('sends trimmed values and the card digits only, under the checkout key', () => {
  const request = placeOrderRequest(valid, 'checkout-key-1');
  expect(request.idempotencyKey).toBe('checkout-key-1');
  expect(request.shipping.fullName).toBe('Ada Lovelace');
  expect(request.payment).toEqual({ cardHolder: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '11/26' });
});

it('makes a new idempotency key each time, in the shape the server takes', () => {
  const first = newIdempotencyKey();
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(newIdempotencyKey()).not.toBe(first);
});
