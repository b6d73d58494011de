// A user's mailbox as a request finds it: the user in the directory, their sample messages on a first visit, and
// the messages sent to them since their last request delivered.

import type { InboxPerson } from 'tessera-contracts';
import type { CollectionCall, CollectionRecords } from '../../engine/definition';
import { collectDeliveries, INBOX_DELIVERIES } from './deliveries';
import { enrol, INBOX_PEOPLE, personOf } from './people';
import { sampleMessages } from './seed';

export interface Mailbox {
  /** The signed-in user, as their messages name them. */
  me: InboxPerson;
  messages: CollectionRecords;
}

export function openMailbox({ user, records, recordsOf }: CollectionCall): Mailbox {
  const people = recordsOf(INBOX_PEOPLE);
  const person = enrol(people, user);
  const me = personOf(person);
  if (person.seeded !== true) {
    for (const sample of sampleMessages(me, new Date())) records.add(sample);
    people.update(person.id, { seeded: true }, null);
  }
  collectDeliveries(recordsOf(INBOX_DELIVERIES), user.name, records);
  return { me, messages: records };
}
