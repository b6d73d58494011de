// For remote-apps' component tests: the signed-in user's role, which decides whether the shared data's write
// controls show (./use-can-edit-shared-data.ts). Never imported by app code.
import type { Role } from 'shared-auth';
import { setSessionForTest } from 'shared-auth/testing';

export function signInAs(role: Role): void {
  const email = `${role.toLowerCase()}@tessera.dev`;
  setSessionForTest({ userId: email, email, displayName: `${role} user`, role, photoURL: null });
}
