// For other packages' tests (`import … from 'shared-auth/testing'`): a fake Frappe behind the real API client,
// and a way to put the session in a given state without a sign-in. Never imported by app code.
import type { SessionUser } from './session-user';
import { SIGNED_OUT, setSession } from './session-store';

export { installFakeServer, frappeError, type FakeReply, type FakeHandler, type FakeServer } from './test-server';

/** Signs `user` in (or everyone out, with null) in the shared session store, as a restore would. */
export function setSessionForTest(user: SessionUser | null): void {
  setSession(user ? { status: 'signed-in', user } : SIGNED_OUT);
}
