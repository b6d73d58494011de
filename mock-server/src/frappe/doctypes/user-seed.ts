// The demo users, all with the password `tessera-demo`, and an Administrator whose password nobody knows
// (Administrator exists so that reset_password's "not allowed" answer is reachable).

import crypto from 'node:crypto';
import { FRAPPE_ROLE_FOR, type Role } from 'tessera-contracts';
import { formatDatetime } from '../datetime';
import type { DocSeedContext } from '../resource/doctype';
import { ADMINISTRATOR, signedInUser, type RequestUser } from '../roles';

export const DEMO_PASSWORD = 'tessera-demo';

interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

const SEED_USERS: readonly SeedUser[] = [
  { email: 'sa@tessera.dev', firstName: 'Sofia', lastName: 'Alvarez', role: 'SA' },
  { email: 'admin@tessera.dev', firstName: 'Adam', lastName: 'Reyes', role: 'ADMIN' },
  { email: 'editor@tessera.dev', firstName: 'Elena', lastName: 'Park', role: 'EDITOR' },
  { email: 'guest@tessera.dev', firstName: 'Gus', lastName: 'Turner', role: 'GUEST' },
];

/** A demo user as the owner of the documents another seed creates. */
export function demoUser(email: string): RequestUser {
  const user = SEED_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo user`);
  return signedInUser(user.email, [FRAPPE_ROLE_FOR[user.role]]);
}

export function seedUsers(ctx: DocSeedContext): void {
  // A week before seeding, a minute apart, so that they come before every sample task.
  const start = ctx.now.getTime() - 7 * 24 * 3600_000;
  let minute = 0;
  const at = () => formatDatetime(new Date(start + minute++ * 60_000));
  ctx.insert(
    {
      email: 'admin@example.com',
      first_name: ADMINISTRATOR,
      roles: [{ role: ADMINISTRATOR }],
      new_password: crypto.randomBytes(24).toString('base64'),
    },
    // Frappe's Administrator is named "Administrator", not by e-mail.
    { timestamp: at(), name: ADMINISTRATOR },
  );
  for (const u of SEED_USERS) {
    ctx.insert(
      {
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        roles: [{ role: FRAPPE_ROLE_FOR[u.role] }],
        new_password: DEMO_PASSWORD,
      },
      { timestamp: at() },
    );
  }
}
