// The compose form's values, checked before sending with the server's own limits.
import { object, string, type InferType } from 'yup';
import { formatCount } from 'shared-ui';
import { INBOX_MESSAGE_MAX, INBOX_SUBJECT_MAX, type NewInboxMessage } from 'tessera-contracts';

export const composeSchema = object({
  to: string().trim().required('Choose who to send it to.'),
  subject: string()
    .trim()
    .required('Enter a subject.')
    .max(INBOX_SUBJECT_MAX, `At most ${formatCount(INBOX_SUBJECT_MAX)} characters.`),
  message: string()
    .ensure()
    .max(INBOX_MESSAGE_MAX, `At most ${formatCount(INBOX_MESSAGE_MAX)} characters.`),
});

export type ComposeDraft = InferType<typeof composeSchema>;

export const EMPTY_DRAFT: ComposeDraft = { to: '', subject: '', message: '' };

/** The request from a valid form: the text is sent as written, spaces and line breaks included. */
export function newMessageOf(draft: ComposeDraft): NewInboxMessage {
  return { to: draft.to.trim(), subject: draft.subject.trim(), message: draft.message };
}
