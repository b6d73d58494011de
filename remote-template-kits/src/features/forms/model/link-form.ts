// The editor's link form: the address typed must make a safe link (see safe-link.ts) before it is applied.
import { object, string } from 'yup';
import { toSafeLink } from './safe-link';

export interface LinkValues {
  address: string;
}

export const linkSchema = object({
  address: string()
    .default('')
    .test('safe-link', 'Only http, https and mailto links are allowed.', (address) => toSafeLink(address) !== null),
});
