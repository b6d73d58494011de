// Messages on their way: a user's mailbox is theirs alone (a per-user collection, which a request can only read
// and write as its own user), so a message sent to someone waits here, in a collection no route serves, until
// the recipient's next inbox request moves it into their mailbox as an unread copy. Each request runs in one
// synchronous handler, so a delivery is moved once.

import type { InboxPerson } from 'tessera-contracts';
import type { CollectionRecords, DemoCollection, DemoRecord } from '../../engine/definition';
import { BODY, PERSON, SENT_AT, SUBJECT } from './message-fields';

export const INBOX_DELIVERIES: DemoCollection = {
  name: 'inbox-delivery',
  label: 'Delivery',
  scope: 'shared',
  // Every user sends mail, a GUEST too: a delivery is written by its sender and taken by its recipient only.
  guestMayWrite: true,
  versioned: false,
  // Seen by its recipient only, whose next inbox request collects it.
  audience: (delivery) => (typeof delivery.recipient === 'string' ? [delivery.recipient] : []),
  fields: {
    // The recipient's address, as the directory holds it.
    recipient: { type: 'text', required: true, max: 140 },
    sender: PERSON,
    to: PERSON,
    date: SENT_AT,
    subject: SUBJECT,
    message: BODY,
  },
};

/** Sends the recipient a copy of `sent` (the sender's stored copy). */
export function deliver(deliveries: CollectionRecords, to: InboxPerson, sent: DemoRecord): void {
  const { sender, date, subject, message } = sent;
  deliveries.add({ recipient: to.email, sender, to, date, subject, message });
}

/** Moves every delivery addressed to `address` into `mailbox`, unread. */
export function collectDeliveries(deliveries: CollectionRecords, address: string, mailbox: CollectionRecords): void {
  const mine = deliveries
    .all()
    .filter((delivery) => String(delivery.recipient).toLowerCase() === address.toLowerCase());
  for (const { id, sender, to, date, subject, message } of mine) {
    mailbox.add({ sender, to, date, subject, message, folder: 'inbox', read: false, starred: false });
    deliveries.remove(id);
  }
}
