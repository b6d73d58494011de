// The invite dialog's rules: an email address to send the invitation to, and the role it gives.
import { object, string } from 'yup';
import { emailAddressRule } from './email-address';

export const INVITE_ROLES = ['Editor', 'Viewer', 'Admin'] as const;

export interface InviteValues {
  email: string;
  role: (typeof INVITE_ROLES)[number];
}

export const inviteSchema = object({
  email: emailAddressRule,
  role: string().oneOf(INVITE_ROLES).required(),
});

export const NEW_INVITE: InviteValues = { email: '', role: 'Editor' };
