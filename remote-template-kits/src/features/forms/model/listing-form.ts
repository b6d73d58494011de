// The input-group page's product listing: a price, a discount, a shop address and the seller's contacts.
import * as yup from 'yup';

export interface ListingValues {
  title: string;
  price: string;
  discount: string;
  website: string;
  username: string;
  email: string;
  phone: string;
}

export const LISTING_INITIAL: ListingValues = {
  title: '',
  price: '',
  discount: '0',
  website: '',
  username: '',
  email: '',
  phone: '',
};

/** A host name with an optional path, as typed after "https://". */
const SITE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(\/\S*)?$/i;

export const listingSchema = yup.object({
  title: yup.string().trim().required('Title is required'),
  price: yup
    .string()
    .required('Price is required')
    .matches(/^\d+(\.\d{1,2})?$/, 'Enter an amount such as 19.99'),
  discount: yup
    .string()
    .matches(/^\d+$/, 'Enter a whole number')
    .test('discount-range', 'From 0 to 90 %', (value) => !value || Number(value) <= 90),
  website: yup
    .string()
    .trim()
    .matches(SITE, { message: 'Enter an address such as shop.example.com', excludeEmptyString: true }),
  username: yup
    .string()
    .trim()
    .required('Username is required')
    .matches(/^[a-z0-9_.]{3,20}$/i, '3 to 20 letters, digits, dots or underscores'),
  email: yup.string().trim().required('email is required').email('Invalid email'),
  phone: yup
    .string()
    .trim()
    .matches(/^[\d\s()-]{6,20}$/, { message: 'Enter a phone number', excludeEmptyString: true }),
});

/** The price after the discount, in cents (rounded once, at the end). */
export function discountedCents(price: string, discount: string): number {
  const cents = Math.round(Number(price) * 100);
  const percent = Number(discount || '0');
  return Math.round((cents * (100 - percent)) / 100);
}
