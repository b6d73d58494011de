// The forms wizard's steps: each with the fields it owns and the schema that must pass before Next.
import * as yup from 'yup';
import type { SelectOption } from 'shared-ui/forms';

export interface WizardValues {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  company: string;
  country: string;
  plan: string;
  seats: string;
  terms: boolean;
}

export const WIZARD_INITIAL: WizardValues = {
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  company: '',
  country: '',
  plan: '',
  seats: '1',
  terms: false,
};

export const COUNTRY_OPTIONS: SelectOption[] = [
  { value: 'BR', label: 'Brazil' },
  { value: 'DE', label: 'Germany' },
  { value: 'IN', label: 'India' },
  { value: 'JP', label: 'Japan' },
  { value: 'PT', label: 'Portugal' },
  { value: 'US', label: 'United States' },
];

export const PLAN_OPTIONS: SelectOption[] = [
  { value: 'free', label: 'Free' },
  { value: 'pro', label: 'Pro' },
  { value: 'team', label: 'Team' },
];

export const MAX_SEATS = 50;

const accountSchema = yup.object({
  email: yup.string().trim().required('email is required').email('Invalid email'),
  password: yup.string().required('Password is required').min(8, 'Use at least 8 characters'),
  confirmPassword: yup
    .string()
    .required('Repeat the password')
    .oneOf([yup.ref('password')], 'The passwords do not match'),
});

const profileSchema = yup.object({
  fullName: yup.string().trim().required('Full name is required'),
  company: yup.string().trim().max(80, 'Keep it under 80 characters'),
  country: yup.string().required('select any option'),
});

const planSchema = yup.object({
  plan: yup.string().required('select any option'),
  seats: yup
    .string()
    .required('Seats are required')
    .matches(/^\d+$/, 'Enter a whole number')
    .test('seat-range', `From 1 to ${MAX_SEATS} seats`, (value) => {
      const seats = Number(value);
      return !value || (seats >= 1 && seats <= MAX_SEATS);
    }),
});

const reviewSchema = yup.object({
  terms: yup.boolean().oneOf([true], 'Required'),
});

export interface WizardStep {
  title: string;
  description: string;
  fields: ReadonlyArray<keyof WizardValues>;
  schema: yup.AnyObjectSchema;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'Account',
    description: 'Email and password',
    fields: ['email', 'password', 'confirmPassword'],
    schema: accountSchema,
  },
  { title: 'Profile', description: 'Who you are', fields: ['fullName', 'company', 'country'], schema: profileSchema },
  { title: 'Plan', description: 'Plan and seats', fields: ['plan', 'seats'], schema: planSchema },
  { title: 'Review', description: 'Check and confirm', fields: ['terms'], schema: reviewSchema },
];

/** Every step's rules at once: what Submit checks. */
export const wizardSchema = accountSchema.concat(profileSchema).concat(planSchema).concat(reviewSchema);
