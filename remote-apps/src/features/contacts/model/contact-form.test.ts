import { contactFieldsFrom, contactFormValues, contactSchema, type ContactFormValues } from './contact-form';
import { testContact } from '@apps/testing/contacts-fixtures';

const valid: ContactFormValues = {
  ...contactFormValues(),
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+1 (555) 010-2030',
  balance: '120.50',
};

async function errorOf(changes: Partial<ContactFormValues>): Promise<string | null> {
  try {
    await contactSchema.validate({ ...valid, ...changes });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

it('accepts a valid contact and turns its text into the record', async () => {
  expect(await errorOf({})).toBeNull();
  expect(contactFieldsFrom(valid, 'data:image/png;base64,x')).toEqual({
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+1 (555) 010-2030',
    company: '',
    address: '',
    age: 30,
    gender: 'other',
    balance: 120.5,
    isActive: true,
    imgUrl: 'data:image/png;base64,x',
  });
});

it.each<[Partial<ContactFormValues>, string]>([
  [{ name: '  ' }, 'Enter a name'],
  [{ email: 'ann@' }, 'Enter a valid email address, like name@example.com'],
  [{ email: '' }, 'Enter an email address'],
  [{ phone: 'call me' }, 'Enter a phone number: digits, spaces, +, - and brackets'],
  [{ phone: '12' }, 'Enter a phone number: digits, spaces, +, - and brackets'],
  [{ balance: '-5' }, 'The balance cannot be negative'],
  [{ balance: '1.234' }, 'Enter an amount such as 120 or 120.50'],
  [{ balance: '' }, 'Enter a balance (0 if none)'],
  [{ age: '4.5' }, 'Enter a whole number of years'],
  [{ age: '151' }, 'Enter an age from 0 to 150'],
])('%j → "%s"', async (changes, message) => {
  expect(await errorOf(changes)).toBe(message);
});

it('an empty phone is fine, also as the undefined formik makes of an emptied field', async () => {
  expect(await errorOf({ phone: '' })).toBeNull();
  expect(await errorOf({ phone: undefined, company: undefined, address: undefined })).toBeNull();
});

it('editing starts from the contact as it is', () => {
  const contact = testContact(4, { name: 'Bo', balance: 12.5, age: 44, gender: 'male', isActive: false });
  expect(contactFormValues(contact)).toMatchObject({
    name: 'Bo',
    balance: '12.5',
    age: '44',
    gender: 'male',
    isActive: false,
  });
});
