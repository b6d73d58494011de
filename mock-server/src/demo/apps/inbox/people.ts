// Who can be written to: the inbox's directory, one record per user with a mailbox. It starts with the demo
// accounts (README's table), so a message can reach a colleague who has never opened the inbox; every other
// user joins on their first inbox request. That is also how the demo service beside a real Frappe site
// (MOCK_MODE=demo-only), which holds no accounts, learns its users: a recipient there is a demo account or
// someone the service has seen. A person's record also says whether their mailbox got its sample messages.

import { FrappeError, validationError } from '../../../frappe/errors';
import { clip, preview } from '../../../frappe/preview';
import type { RequestUser } from '../../../frappe/roles';
import type { InboxPerson } from 'tessera-contracts';
import type { CollectionRecords, DemoCollection, DemoRecord } from '../../engine/definition';

const DEMO_ACCOUNTS: readonly InboxPerson[] = [
  { name: 'Sofia Alvarez', email: 'sa@tessera.dev' },
  { name: 'Adam Reyes', email: 'admin@tessera.dev' },
  { name: 'Elena Park', email: 'editor@tessera.dev' },
  { name: 'Gus Turner', email: 'guest@tessera.dev' },
];

export const INBOX_PEOPLE: DemoCollection = {
  name: 'inbox-person',
  label: 'Person',
  scope: 'shared',
  // A request writes only its own user's entry (enrolment, sample messages given), a GUEST's too.
  guestMayWrite: true,
  versioned: false,
  fields: {
    // The user's name as the server knows it (an address for every Frappe user but Administrator).
    email: { type: 'text', required: true, trim: true, max: 140, unique: true },
    name: { type: 'text', required: true, trim: true, max: 140 },
    // Whether their mailbox has had its sample messages.
    seeded: { type: 'boolean', default: false },
  },
  seed: () => DEMO_ACCOUNTS.map((person) => ({ ...person, seeded: false })),
};

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function personOf(record: DemoRecord): InboxPerson {
  return { name: String(record.name), email: String(record.email) };
}

function findRecord(people: CollectionRecords, address: string): DemoRecord | undefined {
  return people.all().find((record) => sameAddress(String(record.email), address));
}

/** The signed-in user's directory record, made on their first request. */
export function enrol(people: CollectionRecords, user: RequestUser): DemoRecord {
  return findRecord(people, user.name) ?? people.add({ email: user.name, name: user.name });
}

/** Everyone the user can write to: the directory without themselves, by name. */
export function recipientsFor(people: CollectionRecords, user: RequestUser): InboxPerson[] {
  const byName = new Intl.Collator('en', { sensitivity: 'base' });
  return people
    .all()
    .filter((record) => !sameAddress(String(record.email), user.name))
    .map(personOf)
    .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.email, b.email));
}

/** The person a message's `to` names: required, text, and someone in the directory (else 417). */
export function recipient(people: CollectionRecords, to: unknown): InboxPerson {
  if (to === undefined || to === null || (typeof to === 'string' && to.trim() === '')) {
    throw validationError('to is required');
  }
  if (typeof to !== 'string') throw validationError(`to must be text, got ${preview(to)}`);
  const found = findRecord(people, to.trim());
  if (!found) throw new FrappeError('LinkValidationError', `Could not find recipient: ${clip(to.trim())}`);
  return personOf(found);
}
