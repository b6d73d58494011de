// The checkout form's values and rules. The card rule and its messages are the demo form's (docs/product.md, Strings):
// 16 digits, 'Invlid card' (sic), and 'Card number is required'. Spaces and dashes between digits are allowed.
import * as yup from 'yup';
import {
  CARD_NUMBER_LENGTH,
  type PaymentDetails,
  type PlaceOrderRequest,
  type ShippingAddress,
} from 'tessera-contracts';

/** The form holds the shipping address and the card side by side, as `place-order` takes them. */
export type CheckoutValues = ShippingAddress & PaymentDetails;

export const EMPTY_CHECKOUT: CheckoutValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  cardHolder: '',
  cardNumber: '',
  expiry: '',
};

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** Whether an MM/YY expiry is this month or later, by `today`. */
export function expiryNotPast(expiry: string, today: Date): boolean {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1;
}

const required = (message: string, max: number) =>
  yup.string().trim().required(message).max(max, `At most ${max} characters`);

export function checkoutSchema(today: Date = new Date()) {
  return yup.object({
    fullName: required('Full name is required', 100),
    email: yup.string().trim().required('Email is required').email('Invalid email').max(140),
    phone: required('Phone is required', 40).matches(/^[+\d][\d\s().-]{5,}$/, 'Invalid phone number'),
    address: required('Address is required', 200),
    city: required('City is required', 100),
    postalCode: required('Postal code is required', 20),
    country: required('Country is required', 100),
    cardHolder: required('Name on card is required', 100),
    cardNumber: yup
      .string()
      .required('Card number is required')
      .test('card-digits', 'Invlid card', (value) => {
        // An empty field has the required message only.
        if (!value) return true;
        const digits = cardDigits(value);
        return digits.length === CARD_NUMBER_LENGTH && /^\d+$/.test(digits);
      }),
    expiry: yup
      .string()
      .trim()
      .required('Expiry is required')
      .matches(EXPIRY, 'Use MM/YY')
      .test(
        'not-expired',
        'The card has expired',
        (value) => !EXPIRY.test(value ?? '') || expiryNotPast(value ?? '', today),
      ),
  });
}

/** The request `place-order` takes, from valid form values. */
export function placeOrderRequest(values: CheckoutValues, idempotencyKey: string): PlaceOrderRequest {
  const text = (value: string) => value.trim();
  return {
    idempotencyKey,
    shipping: {
      fullName: text(values.fullName),
      email: text(values.email),
      phone: text(values.phone),
      address: text(values.address),
      city: text(values.city),
      postalCode: text(values.postalCode),
      country: text(values.country),
    },
    payment: {
      cardHolder: text(values.cardHolder),
      cardNumber: cardDigits(values.cardNumber),
      expiry: text(values.expiry),
    },
  };
}

/** A fresh key for one checkout: the same key sent twice (a double click, a retry) places one order. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
