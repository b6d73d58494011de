// The people of the chat: the seeded demo users, and every signed-in user the service has seen. The service
// learns who a request is from the session only (this server's own, or the Frappe site's in demo-only mode,
// where it holds no accounts), so a user it has not seen before joins the directory on their first request,
// named after their user name; each request also marks them as seen (online).

import type { ChatContact } from 'tessera-contracts';
import type { RequestUser } from '../../../frappe/roles';
import type { CollectionRecords, DemoRecord } from '../../engine/definition';
import { SEEN_EVERY_MS, statusAt } from './rules';

/** "anna.maria_lopez@example.com" → "Anna Maria Lopez"; a name that is not an address stays as it is. */
export function nameFromUserName(userName: string): string {
  const at = userName.indexOf('@');
  if (at <= 0) return userName;
  const words = userName
    .slice(0, at)
    .split(/[._+-]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || userName;
}

/** The signed-in user's own entry, added on their first request and marked as seen now. */
export function currentContact(contacts: CollectionRecords, user: RequestUser, now: Date): DemoRecord {
  const key = user.name.toLowerCase();
  const found = contacts.all().find((contact) => String(contact.email).toLowerCase() === key);
  if (!found) {
    return contacts.add({ email: user.name, name: nameFromUserName(user.name), lastSeen: now.toISOString() });
  }
  const seen = Date.parse(String(found.lastSeen));
  if (Number.isFinite(seen) && now.getTime() - seen < SEEN_EVERY_MS) return found;
  return contacts.update(found.id, { lastSeen: now.toISOString() }, null);
}

export function toContact(record: DemoRecord, now: Date): ChatContact {
  return {
    id: record.id,
    name: String(record.name),
    email: String(record.email),
    // The app draws the person's initials; no picture is kept.
    avatar: '',
    status: statusAt(String(record.lastSeen), now.getTime()),
    mood: String(record.mood ?? ''),
  };
}
