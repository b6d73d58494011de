// The fields a message has wherever it is kept: in a mailbox (../inbox.ts) and on its way to one
// (./deliveries.ts). The limits are the ones shared with the front end.

import { INBOX_MESSAGE_MAX, INBOX_SUBJECT_MAX } from 'tessera-contracts';
import type { DatetimeField, ObjectField, TextField } from '../../engine/definition';

export const PERSON: ObjectField = {
  type: 'object',
  required: true,
  fields: {
    name: { type: 'text', required: true, trim: true, max: 140 },
    email: { type: 'text', required: true, trim: true, max: 140 },
  },
};

export const SENT_AT: DatetimeField = { type: 'datetime', default: (now) => now.toISOString() };

export const SUBJECT: TextField = { type: 'text', required: true, trim: true, max: INBOX_SUBJECT_MAX };

/** Kept as written: spaces and line breaks are the author's. */
export const BODY: TextField = { type: 'text', max: INBOX_MESSAGE_MAX, default: '' };
