// The template's demo form (docs/product.md, Strings): every field required, with the product's own messages (the
// card's 'Invlid card' typo included).
import * as yup from 'yup';

export const CARD_NUMBER_LENGTH = 16;

export interface ValidationFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  select: string;
  birthDay: string;
  cardNumber: string;
  email: string;
  checkbox1: boolean;
  checkbox2: boolean;
  switch: boolean;
}

export const VALIDATION_FORM_INITIAL: ValidationFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  select: '',
  birthDay: '',
  cardNumber: '',
  email: '',
  checkbox1: false,
  checkbox2: false,
  switch: false,
};

/** Sixteen digits; spaces between groups of digits are allowed, as printed on the card. */
const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);

export const validationFormSchema = yup.object({
  firstName: yup.string().trim().required('first name is required'),
  lastName: yup.string().trim().required('last name is required'),
  phone: yup.string().required('select any option'),
  select: yup.string().required('select any option'),
  birthDay: yup.string().required('birthDay is required'),
  cardNumber: yup
    .string()
    .required('Card number is required')
    .test('card-number', 'Invlid card', (value) => !value || CARD_NUMBER.test(value.replace(/\s/g, ''))),
  email: yup.string().trim().required('email is required').email('Invalid email'),
  checkbox1: yup.boolean().oneOf([true], 'Required'),
  checkbox2: yup.boolean().oneOf([true], 'Required'),
  switch: yup.boolean().oneOf([true], 'Required'),
});
