// The inbox demo app (docs/demo-api.md, /api/inbox/*): each user's own mailbox. A message sent to
// someone is two records: the sender's copy ("sent", read) in their mailbox and the recipient's ("inbox",
// unread), delivered to theirs (./inbox/deliveries.ts), so each reads, stars and deletes only their own copy.
// The original API's paths and answers are kept (writes answer the whole mailbox); what it lacked is added:
//   GET  /api/inbox/all?folder=&search=&start=&limit=   the mailbox's messages, newest first (all by default)
//   GET  /api/inbox/page?folder=&search=&start=&limit=  one page of them: {messages, total, start, limit, unread}
//   GET  /api/inbox?id=                                 one message (404 if it is not in the user's mailbox)
//   GET  /api/inbox/recipients                          who the user can write to: [{name, email}]
//   POST /api/inbox/add {to, subject, message}          sends it; the mailbox
//   POST /api/inbox/update {id | ids, read?, starred?, selected?}   the mailbox (other keys are ignored)
//   POST /api/inbox/delete {id | ids}                   the mailbox left
// An update or delete naming a message the user has not got changes nothing (404).

import { INBOX_FOLDERS, INBOX_IDS_MAX, type InboxMessageFields } from 'tessera-contracts';
import { validationError } from '../../frappe/errors';
import { jsonParam, type Params } from '../../frappe/params';
import { preview } from '../../frappe/preview';
import type { CollectionRecords, DemoApp, DemoCollection, DemoRecord, SchemaFor } from '../engine/definition';
import { integerParam } from '../engine/params';
import { deliver, INBOX_DELIVERIES } from './inbox/deliveries';
import { listMessages, newestFirst, readListing } from './inbox/listing';
import { openMailbox } from './inbox/mailbox';
import { BODY, PERSON, SENT_AT, SUBJECT } from './inbox/message-fields';
import { INBOX_PEOPLE, recipient, recipientsFor } from './inbox/people';

const PAGE_SIZE = 20;
const CHANGEABLE = ['read', 'starred', 'selected'] as const;

/** The messages a write names: `ids` (a list) or `id`, each in the mailbox (else 404, before anything changes). */
function namedMessages(params: Params, messages: CollectionRecords): DemoRecord[] {
  if (params.ids === undefined) return [messages.require(integerParam(params, 'id'))];
  if (params.id !== undefined) throw validationError('Send either id or ids, not both');
  const ids = jsonParam(params.ids, 'ids');
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
    throw validationError(`ids must be a list of message ids, got ${preview(ids)}`);
  }
  if (ids.length > INBOX_IDS_MAX) throw validationError(`ids must hold at most ${INBOX_IDS_MAX} ids`);
  return [...new Set(ids as number[])].map((id) => messages.require(id));
}

/** The keys of `params` an update may change. */
function changesIn(params: Params): Params {
  return Object.fromEntries(CHANGEABLE.filter((key) => key in params).map((key) => [key, params[key]]));
}

export const INBOX_MESSAGES: DemoCollection = {
  name: 'inbox-message',
  label: 'Message',
  base: 'inbox',
  standardRoutes: false,
  scope: 'user',
  app: 'inbox',
  // Read and starred are set, not toggled, so the last write wins and no version is needed.
  versioned: false,
  fields: {
    sender: PERSON,
    to: PERSON,
    date: SENT_AT,
    selected: { type: 'boolean', default: false },
    subject: SUBJECT,
    message: BODY,
    folder: { type: 'text', enum: INBOX_FOLDERS, default: 'inbox' },
    read: { type: 'boolean', default: false },
    starred: { type: 'boolean', default: false },
  } satisfies SchemaFor<InboxMessageFields>,
  routes: (api) => {
    api.get('/all', (call) => {
      const { messages } = openMailbox(call);
      return listMessages(messages.all(), readListing(call.params, null)).page;
    });
    api.get('/page', (call) => {
      const { messages } = openMailbox(call);
      const listing = readListing(call.params, PAGE_SIZE);
      const all = messages.all();
      const { page, total } = listMessages(all, listing);
      const unread = all.filter((record) => record.folder === 'inbox' && record.read !== true).length;
      return { messages: page, total, start: listing.start, limit: listing.limit ?? PAGE_SIZE, unread };
    });
    api.get('/', (call) => openMailbox(call).messages.require(integerParam(call.params, 'id')));
    api.get('/recipients', (call) => {
      openMailbox(call);
      return recipientsFor(call.recordsOf(INBOX_PEOPLE), call.user);
    });
    api.post('/add', (call) => {
      const { me, messages } = openMailbox(call);
      const { params } = call;
      const to = recipient(call.recordsOf(INBOX_PEOPLE), params.to);
      const written = Object.fromEntries(
        ['subject', 'message'].filter((key) => key in params).map((key) => [key, params[key]]),
      );
      const sent = messages.add({
        ...written,
        sender: me,
        to,
        date: new Date().toISOString(),
        folder: 'sent',
        read: true,
      });
      deliver(call.recordsOf(INBOX_DELIVERIES), to, sent);
      return newestFirst(messages.all());
    });
    api.post('/update', (call) => {
      const { messages } = openMailbox(call);
      const changes = changesIn(call.params);
      for (const { id } of namedMessages(call.params, messages)) messages.update(id, changes, null);
      return newestFirst(messages.all());
    });
    api.post('/delete', (call) => {
      const { messages } = openMailbox(call);
      for (const { id } of namedMessages(call.params, messages)) messages.remove(id);
      return newestFirst(messages.all());
    });
  },
};

export default [INBOX_MESSAGES, INBOX_PEOPLE, INBOX_DELIVERIES] satisfies DemoApp;
