// Reading User records for sign-in and for resolving who a request is.

import { UntilNextWrite } from '../db/until-next-write';
import { USER } from './doctypes/user';
import type { DocValues } from './resource/doctype';
import type { ResourceService } from './resource/service';
import { signedInUser, type RequestUser } from './roles';

export interface UserRecord {
  name: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  userImage: string;
  userType: string;
  enabled: boolean;
  roles: string[];
}

function toRecord(doc: DocValues): UserRecord {
  const text = (v: DocValues[string] | undefined) => (typeof v === 'string' ? v : '');
  return {
    name: text(doc.name),
    email: text(doc.email),
    fullName: text(doc.full_name),
    firstName: text(doc.first_name),
    lastName: text(doc.last_name),
    userImage: text(doc.user_image),
    userType: text(doc.user_type) || 'System User',
    enabled: doc.enabled === 1,
    roles: Array.isArray(doc.roles) ? doc.roles.map((r) => String(r.role)) : [],
  };
}

/** Each server's users by name until the next write: every request resolves its user. */
const usersOf = new WeakMap<ResourceService, UntilNextWrite<UserRecord | null>>();

/** The User named (case-insensitively) `name`, or whose email is `name` (Frappe's find_by_credentials). */
export function findUser(service: ResourceService, name: string): UserRecord | null {
  const key = name.trim();
  if (!key) return null;
  let users = usersOf.get(service);
  if (!users) {
    users = new UntilNextWrite(service.db, 200);
    usersOf.set(service, users);
  }
  return users.get(key.toLowerCase(), () => readUser(service, key));
}

function readUser(service: ResourceService, key: string): UserRecord | null {
  let doc = service.store.get(USER, key);
  if (!doc) {
    const row = service.db.prepare('SELECT name FROM "tabUser" WHERE email = ? COLLATE NOCASE').get(key) as
      { name: string } | undefined;
    doc = row ? service.store.get(USER, row.name) : null;
  }
  if (!doc) return null;
  // Shared by every request until the next write.
  const record = toRecord(doc);
  Object.freeze(record.roles);
  return Object.freeze(record);
}

/** The user's Frappe user type (System User, Website User); Guest is a Website User, as Frappe's Guest record. */
export function userTypeOf(service: ResourceService, user: RequestUser): string {
  if (user.isGuest) return 'Website User';
  return findUser(service, user.name)?.userType ?? 'Website User';
}

export function requestUserFor(record: UserRecord): RequestUser {
  return signedInUser(record.name, record.roles, record.fullName);
}
