import * as yup from 'yup';
import type { SelectOption } from 'shared-ui/forms';

export const ROLE_OPTIONS: SelectOption[] = [
  { value: 'designer', label: 'Designer' },
  { value: 'developer', label: 'Developer' },
  { value: 'manager', label: 'Project manager' },
];

export interface BasicFormValues {
  fullName: string;
  email: string;
  password: string;
  role: string;
  about: string;
  terms: boolean;
}

export const BASIC_FORM_INITIAL: BasicFormValues = {
  fullName: '',
  email: '',
  password: '',
  role: '',
  about: '',
  terms: false,
};

export const basicFormSchema = yup.object({
  fullName: yup.string().trim().required('Full name is required'),
  email: yup.string().trim().email('Invalid email').required('email is required'),
  password: yup.string().min(8, 'Use at least 8 characters').required('Password is required'),
  role: yup.string().required('select any option'),
  about: yup.string().max(280, 'Keep it under 280 characters'),
  terms: yup.boolean().oneOf([true], 'Required'),
});
