import { verifySession } from './auth-service';
import { getSession, setSession, SIGNED_OUT } from './session-store';
import { AUTH_USER_STORAGE_KEY, type SessionUser } from './session-user';
import { SESSION_CHECK_INTERVAL_MS, watchSession } from './session-watch';
import { frappeError, installFakeServer, type FakeServer } from '../testing/frappe-server';
import './session-expiry';

const ADA: SessionUser = {
  userId: 'ada@example.com',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  role: 'EDITOR',
  photoURL: null,
};

const LOGGED_USER = '/api/method/frappe.auth.get_logged_user';

/** A Frappe whose session belongs to `signedInAs` (null: the session has ended); the session checks are counted. */
function frappe() {
  const state = { signedInAs: 'ada@example.com' as string | null, sessionChecks: 0 };
  const server = installFakeServer((request) => {
    if (request.url === LOGGED_USER) {
      state.sessionChecks += 1;
      return state.signedInAs === null
        ? frappeError(403, 'PermissionError', 'Not permitted')
        : { status: 200, data: { message: state.signedInAs } };
    }
    if (request.url === '/api/resource/User/bob%40example.com') {
      return { status: 200, data: { data: { name: 'bob@example.com', full_name: 'Bob Byte' } } };
    }
    if (request.url === '/api/method/frappe.core.doctype.user.user.get_roles') {
      return { status: 200, data: { message: ['Tessera Editor'] } };
    }
    if (request.url === '/api/resource/Task') {
      return state.signedInAs === null
        ? frappeError(403, 'PermissionError', 'Not permitted')
        : { status: 200, data: { data: [] } };
    }
    return undefined;
  });
  return { state, server };
}

let visibility: DocumentVisibilityState = 'visible';
function showTab(shown: boolean): void {
  visibility = shown ? 'visible' : 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

let server: FakeServer | undefined;
let stopWatching: (() => void) | undefined;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(ADA));
  setSession({ status: 'signed-in', user: ADA });
});

afterEach(() => {
  stopWatching?.();
  server?.restore();
  jest.useRealTimers();
  window.localStorage.clear();
  setSession(SIGNED_OUT);
});

/** Lets the checks under way answer. */
const answered = () => jest.advanceTimersByTimeAsync(0);

describe('watchSession', () => {
  it('asks when the tab comes back to the foreground, and keeps the user and the page over an ended session', async () => {
    const backend = frappe();
    server = backend.server;
    stopWatching = watchSession();
    showTab(false);
    backend.state.signedInAs = null;
    await answered();
    expect(backend.state.sessionChecks).toBe(0);

    showTab(true);
    await answered();
    expect(backend.state.sessionChecks).toBe(1);
    expect(getSession()).toEqual({ status: 'ended', user: ADA });
    // Other tabs are not told to sign out: each keeps its own page until it hears of the end itself.
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).not.toBeNull();
  });

  it('asks once when the tab is shown and focused at the same moment', async () => {
    const backend = frappe();
    server = backend.server;
    stopWatching = watchSession();
    showTab(true);
    window.dispatchEvent(new Event('focus'));
    await answered();
    expect(backend.state.sessionChecks).toBe(1);
    expect(getSession().status).toBe('signed-in');
  });

  it('asks every interval while the tab is shown, and not while it is hidden', async () => {
    const backend = frappe();
    server = backend.server;
    stopWatching = watchSession();
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(backend.state.sessionChecks).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(backend.state.sessionChecks).toBe(1);
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(backend.state.sessionChecks).toBe(2);

    showTab(false);
    await jest.advanceTimersByTimeAsync(5 * SESSION_CHECK_INTERVAL_MS);
    expect(backend.state.sessionChecks).toBe(2);

    backend.state.signedInAs = null;
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(getSession().status).toBe('signed-in');

    // Shown again: asked at once, then the interval starts over from there.
    showTab(true);
    await answered();
    expect(backend.state.sessionChecks).toBe(3);
    expect(getSession()).toEqual({ status: 'ended', user: ADA });
    await jest.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(backend.state.sessionChecks).toBe(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(backend.state.sessionChecks).toBe(4);
  });

  it('asks nothing for a signed-out user', async () => {
    const backend = frappe();
    server = backend.server;
    setSession(SIGNED_OUT);
    stopWatching = watchSession();
    showTab(true);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(backend.state.sessionChecks).toBe(0);
  });

  it('stops asking once stopped', async () => {
    const backend = frappe();
    server = backend.server;
    watchSession()();
    showTab(true);
    await jest.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(backend.state.sessionChecks).toBe(0);
  });
});

describe('verifySession', () => {
  it('asks once for any number of refused requests at the same time, and ends the session', async () => {
    const backend = frappe();
    server = backend.server;
    backend.state.signedInAs = null;
    const { listDocs } = await import('./frappe-resource');
    const refused = [1, 2, 3].map(() => listDocs('Task', { fields: ['name'] }).catch(() => 'refused'));
    await answered();
    expect(await Promise.all(refused)).toEqual(['refused', 'refused', 'refused']);
    expect(backend.state.sessionChecks).toBe(1);
    expect(getSession()).toEqual({ status: 'ended', user: ADA });
  });

  it('signs an ended session in again when its user has signed in elsewhere (another tab)', async () => {
    const backend = frappe();
    server = backend.server;
    setSession({ status: 'ended', user: ADA });
    await expect(verifySession()).resolves.toBe(true);
    expect(getSession()).toEqual({ status: 'signed-in', user: ADA });
  });

  it('replaces the user of an ended session by the one signed in elsewhere', async () => {
    const backend = frappe();
    server = backend.server;
    backend.state.signedInAs = 'bob@example.com';
    setSession({ status: 'ended', user: ADA });
    await expect(verifySession()).resolves.toBe(true);
    expect(getSession().status).toBe('signed-in');
    expect(getSession().user?.userId).toBe('bob@example.com');
  });

  it('keeps an ended session ended while nobody is signed in', async () => {
    const backend = frappe();
    server = backend.server;
    backend.state.signedInAs = null;
    setSession({ status: 'ended', user: ADA });
    await expect(verifySession()).resolves.toBe(false);
    expect(getSession()).toEqual({ status: 'ended', user: ADA });
  });
});
