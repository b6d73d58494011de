// The multi-column page's checkout form: a shipping address, and a billing one unless it is the same.
import * as yup from 'yup';
import type { SelectOption } from 'shared-ui/forms';

export const COUNTRY_CHOICES: SelectOption[] = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'IN', label: 'India' },
  { value: 'PT', label: 'Portugal' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

export interface AddressValues {
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
}

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  shipping: AddressValues;
  sameBilling: boolean;
  billing: AddressValues;
  notes: string;
}

const EMPTY_ADDRESS: AddressValues = { street: '', city: '', region: '', postcode: '', country: '' };

export const CHECKOUT_INITIAL: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  shipping: EMPTY_ADDRESS,
  sameBilling: true,
  billing: EMPTY_ADDRESS,
  notes: '',
};

const addressSchema = yup.object({
  street: yup.string().trim().required('Street is required'),
  city: yup.string().trim().required('City is required'),
  region: yup.string().trim(),
  postcode: yup.string().trim().required('Postcode is required'),
  country: yup.string().required('select any option'),
});

export const checkoutSchema = yup.object({
  firstName: yup.string().trim().required('first name is required'),
  lastName: yup.string().trim().required('last name is required'),
  email: yup.string().trim().required('email is required').email('Invalid email'),
  phone: yup.string().trim(),
  shipping: addressSchema,
  sameBilling: yup.boolean(),
  billing: yup.object().when('sameBilling', {
    is: true,
    then: () => yup.object(),
    otherwise: () => addressSchema,
  }),
  notes: yup.string().max(300, 'Keep it under 300 characters'),
});

export function formatAddress(address: AddressValues): string {
  const country = COUNTRY_CHOICES.find((choice) => choice.value === address.country)?.label ?? '';
  return [address.street, `${address.postcode} ${address.city}`, address.region, country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
