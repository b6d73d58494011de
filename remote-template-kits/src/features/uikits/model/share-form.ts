// The share popover's form: the email address the project's link is sent to.
import { object } from 'yup';
import { emailAddressRule } from './email-address';

export interface ShareValues {
  email: string;
}

export const shareSchema = object({ email: emailAddressRule });
