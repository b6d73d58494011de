// The contact form's values and rules. Inputs hold text, so numbers are read from it on submit.
import * as yup from 'yup';
import {
  CONTACT_ADDRESS_MAX,
  CONTACT_AGE_MAX,
  CONTACT_GENDERS,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_PATTERN,
  CONTACT_TEXT_MAX,
  type Contact,
  type ContactFields,
  type ContactGender,
} from 'tessera-contracts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  age: string;
  gender: ContactGender;
  balance: string;
  isActive: boolean;
}

export const GENDER_LABELS: Record<ContactGender, string> = { female: 'Female', male: 'Male', other: 'Other' };

/** Money: digits with at most two after the point. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const contactSchema: yup.ObjectSchema<ContactFormValues> = yup.object({
  name: yup.string().trim().required('Enter a name').max(CONTACT_NAME_MAX, `At most ${CONTACT_NAME_MAX} characters`),
  email: yup
    .string()
    .trim()
    .required('Enter an email address')
    .matches(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, 'Enter a valid email address, like name@example.com')
    .max(CONTACT_TEXT_MAX, `At most ${CONTACT_TEXT_MAX} characters`),
  phone: yup
    .string()
    .trim()
    .default('')
    .test('phone', 'Enter a phone number: digits, spaces, +, - and brackets', (value) =>
      value === '' ? true : CONTACT_PHONE_PATTERN.test(value),
    ),
  company: yup.string().trim().default('').max(CONTACT_TEXT_MAX, `At most ${CONTACT_TEXT_MAX} characters`),
  address: yup.string().trim().default('').max(CONTACT_ADDRESS_MAX, `At most ${CONTACT_ADDRESS_MAX} characters`),
  age: yup
    .string()
    .trim()
    .required('Enter an age')
    .matches(/^\d+$/, 'Enter a whole number of years')
    .test('age', `Enter an age from 0 to ${CONTACT_AGE_MAX}`, (value) => Number(value) <= CONTACT_AGE_MAX),
  gender: yup.mixed<ContactGender>().oneOf(CONTACT_GENDERS).required(),
  balance: yup
    .string()
    .trim()
    .required('Enter a balance (0 if none)')
    .test('not-negative', 'The balance cannot be negative', (value) => !value.startsWith('-'))
    .matches(AMOUNT, 'Enter an amount such as 120 or 120.50'),
  isActive: yup.boolean().required(),
});

export function contactFormValues(contact?: Contact): ContactFormValues {
  if (!contact) {
    return {
      name: '',
      email: '',
      phone: '',
      company: '',
      address: '',
      age: '30',
      gender: 'other',
      balance: '0',
      isActive: true,
    };
  }
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    company: contact.company,
    address: contact.address,
    age: String(contact.age),
    gender: contact.gender,
    balance: String(contact.balance),
    isActive: contact.isActive,
  };
}

/** The record to send, from values the schema accepted. The picture is kept as it is. */
export function contactFieldsFrom(values: ContactFormValues, imgUrl = ''): ContactFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    address: values.address.trim(),
    age: Number(values.age),
    gender: values.gender,
    balance: Number(values.balance),
    isActive: values.isActive,
    imgUrl,
  };
}
