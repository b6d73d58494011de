// The schemas of the form-layout pages' demo forms.
import * as yup from 'yup';
import type { SelectOption } from 'shared-ui/forms';

export const TIME_ZONE_OPTIONS: SelectOption[] = [
  { value: 'America/New_York', label: 'New York (UTC−5)' },
  { value: 'Europe/Lisbon', label: 'Lisbon (UTC+0)' },
  { value: 'Europe/Berlin', label: 'Berlin (UTC+1)' },
  { value: 'Asia/Kolkata', label: 'Kolkata (UTC+5:30)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (UTC+9)' },
];

export const profileSettingsSchema = yup.object({
  displayName: yup.string().trim().required('Display name is required'),
  email: yup.string().trim().required('email is required').email('Invalid email'),
  timeZone: yup.string().required('select any option'),
  bio: yup.string().max(160, 'Keep it under 160 characters'),
});

export const subscribeSchema = yup.object({
  email: yup.string().trim().required('email is required').email('Invalid email'),
});

export const contactPreferencesSchema = yup.object({
  phone: yup
    .string()
    .trim()
    .required('Phone is required')
    .matches(/^\+?[\d\s()-]{7,20}$/, 'Enter a phone number'),
  contactEmail: yup.boolean(),
  contactSms: yup.boolean(),
  weeklyDigest: yup.boolean(),
});
