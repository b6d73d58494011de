// For other packages' tests (`import … from 'shared-auth/testing'`): a fake Frappe behind the real API client,
// and a way to put the session in a given state without a sign-in. Never imported by app code.
import type { SessionUser } from '../src/session-user';
import { realtime } from '../src/realtime/realtime';
import { SIGNED_OUT, setSession } from '../src/session-store';

export { installFakeServer, frappeError, type FakeReply, type FakeHandler, type FakeServer } from './frappe-server';

/** Signs `user` in (or everyone out, with null) in the shared session store, as a restore would. */
export function setSessionForTest(user: SessionUser | null): void {
  setSession(user ? { status: 'signed-in', user } : SIGNED_OUT);
}

/** Hands the page an event as the realtime server would send it (`list_update`, `demo_update`, `notification`…). */
export function deliverRealtimeEvent(event: string, payload?: unknown): void {
  realtime.deliver(event, payload);
}
