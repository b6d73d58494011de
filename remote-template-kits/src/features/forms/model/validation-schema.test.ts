import { ValidationError } from 'yup';
import { VALIDATION_FORM_INITIAL, validationFormSchema, type ValidationFormValues } from './validation-schema';

const VALID: ValidationFormValues = {
  firstName: 'Ana',
  lastName: 'Silva',
  phone: 'mobile',
  select: 'engineering',
  birthDay: '1990-04-12',
  cardNumber: '4111 1111 1111 1111',
  email: 'ana@example.com',
  checkbox1: true,
  checkbox2: true,
  switch: true,
};

/** Each field's first message, as formik shows it. */
function messages(values: ValidationFormValues): Record<string, string> {
  try {
    validationFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in byField)) byField[inner.path] = inner.message;
    }
    return byField;
  }
}

test('an empty form gives every field its message from the spec', () => {
  expect(messages(VALIDATION_FORM_INITIAL)).toEqual({
    firstName: 'first name is required',
    lastName: 'last name is required',
    phone: 'select any option',
    select: 'select any option',
    birthDay: 'birthDay is required',
    cardNumber: 'Card number is required',
    email: 'email is required',
    checkbox1: 'Required',
    checkbox2: 'Required',
    switch: 'Required',
  });
});

test('a card number must have 16 digits', () => {
  expect(messages({ ...VALID, cardNumber: '4111 1111 1111' })).toEqual({ cardNumber: 'Invlid card' });
  expect(messages({ ...VALID, cardNumber: '41111111111111112' })).toEqual({ cardNumber: 'Invlid card' });
  expect(messages({ ...VALID, cardNumber: '4111-1111-1111-111x' })).toEqual({ cardNumber: 'Invlid card' });
  expect(messages({ ...VALID, cardNumber: '4111111111111111' })).toEqual({});
});

test('an email must be an address', () => {
  expect(messages({ ...VALID, email: 'ana@' })).toEqual({ email: 'Invalid email' });
});

test('blank names count as missing', () => {
  expect(messages({ ...VALID, firstName: '  ', lastName: ' ' })).toEqual({
    firstName: 'first name is required',
    lastName: 'last name is required',
  });
});

test('a complete form passes', () => {
  expect(messages(VALID)).toEqual({});
});
