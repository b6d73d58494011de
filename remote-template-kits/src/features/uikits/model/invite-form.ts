// The invite dialog's rules: an email address to send the invitation to, and the role it gives.
import { object, string } from 'yup';

export const INVITE_ROLES = ['Editor', 'Viewer', 'Admin'] as const;

export interface InviteValues {
  email: string;
  role: (typeof INVITE_ROLES)[number];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'Enter an email address such as name@company.com.';

export const inviteSchema = object({
  email: string().trim().required(EMAIL_MESSAGE).matches(EMAIL, EMAIL_MESSAGE),
  role: string().oneOf(INVITE_ROLES).required(),
});

export const NEW_INVITE: InviteValues = { email: '', role: 'Editor' };
