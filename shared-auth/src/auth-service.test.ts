import {
  fetchProfile,
  leaveEndedSession,
  requestPasswordReset,
  restoreSession,
  setPasswordWithKey,
  signIn,
  signOut,
  signUp,
} from './auth-service';
import { readableError } from './frappe-errors';
import { listDocs } from './frappe-resource';
import { ENDED_ELSEWHERE, getSession, setSession, SIGNED_OUT } from './session-store';
import { AUTH_USER_STORAGE_KEY, type SessionUser } from './session-user';
import { frappeError, installFakeServer, type FakeHandler, type FakeServer } from '../testing/frappe-server';
import './session-expiry';

const ADMIN_DOC = {
  name: 'admin@tessera.dev',
  email: 'admin@tessera.dev',
  full_name: 'Adam Reyes',
  first_name: 'Adam',
  user_image: '/files/adam.png',
};

/** A small Frappe: one user, a session flag, and optional overrides per test. */
function frappe(overrides: FakeHandler = () => undefined) {
  const state: { signedIn: boolean; userDoc: Record<string, unknown>; roles: string[] } = {
    signedIn: false,
    userDoc: { ...ADMIN_DOC },
    roles: ['Tessera Admin', 'Blogger', 'All', 'Guest'],
  };
  const handler: FakeHandler = (request) => {
    const overridden = overrides(request);
    if (overridden) return overridden;
    const { method, url, body } = request;
    if (method === 'POST' && url === '/api/method/login') {
      const { usr, pwd } = body as { usr: string; pwd: string };
      if (usr === ADMIN_DOC.name && pwd === 'right') {
        state.signedIn = true;
        return { status: 200, data: { message: 'Logged In', home_page: '/app', full_name: 'Adam Reyes' } };
      }
      return { status: 401, data: { message: 'Invalid login credentials', exc_type: 'AuthenticationError' } };
    }
    if (url === '/api/method/logout') {
      state.signedIn = false;
      return { status: 200, data: {} };
    }
    if (url === '/api/method/frappe.auth.get_logged_user') {
      return state.signedIn
        ? { status: 200, data: { message: ADMIN_DOC.name } }
        : frappeError(403, 'PermissionError', 'Not permitted');
    }
    if (url === `/api/resource/User/${encodeURIComponent(ADMIN_DOC.name)}`) {
      return state.signedIn
        ? { status: 200, data: { data: state.userDoc } }
        : frappeError(403, 'PermissionError', 'Not permitted');
    }
    if (url === '/api/method/frappe.core.doctype.user.user.get_roles') {
      return state.signedIn
        ? { status: 200, data: { message: request.params.uid === ADMIN_DOC.name ? state.roles : ['All', 'Guest'] } }
        : frappeError(403, 'PermissionError', 'Not permitted');
    }
    if (url === '/api/resource/Task') {
      return state.signedIn
        ? { status: 200, data: { data: [] } }
        : frappeError(403, 'PermissionError', 'Not permitted');
    }
    return undefined;
  };
  return { state, handler };
}

/** The first "who is signed in?" is answered as the server would answer it now, but delivered on `deliver()`. */
function holdFirstSessionCheck(handler: FakeHandler) {
  let deliver: () => void = () => undefined;
  let held = false;
  const holding: FakeHandler = (request) => {
    if (request.url !== '/api/method/frappe.auth.get_logged_user' || held) return handler(request);
    held = true;
    const answer = handler(request);
    return new Promise((resolve) => (deliver = () => resolve(answer)));
  };
  return { handler: holding, deliver: () => deliver() };
}

const STORED_ADMIN: SessionUser = {
  userId: 'admin@tessera.dev',
  email: 'admin@tessera.dev',
  displayName: 'Adam Reyes',
  role: 'ADMIN',
  photoURL: null,
};

let server: FakeServer | undefined;

beforeEach(() => {
  window.localStorage.clear();
  setSession(SIGNED_OUT);
});

afterEach(() => server?.restore());

describe('signIn', () => {
  it('logs in with Frappe, then takes the profile and role from the server', async () => {
    const backend = frappe();
    server = installFakeServer(backend.handler);
    const user = await signIn('admin@tessera.dev', 'right');
    // The site's time zone is asked once per page, first (site-time-zone.test.ts).
    const asked = server.calls.filter((call) => call.url !== '/api/method/frappe.client.get_time_zone');
    expect(asked.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/method/login',
      'GET /api/method/frappe.auth.get_logged_user',
      'GET /api/resource/User/admin%40tessera.dev',
      'GET /api/method/frappe.core.doctype.user.user.get_roles',
    ]);
    expect(asked[0]?.body).toEqual({ usr: 'admin@tessera.dev', pwd: 'right' });
    expect(user).toEqual({
      userId: 'admin@tessera.dev',
      email: 'admin@tessera.dev',
      displayName: 'Adam Reyes',
      role: 'ADMIN',
      photoURL: '/files/adam.png',
    });
    expect(getSession()).toEqual({ status: 'signed-in', user });
  });

  it('stores only the non-secret profile under auth_user', async () => {
    server = installFakeServer(frappe().handler);
    await signIn('admin@tessera.dev', 'right');
    const stored = JSON.parse(window.localStorage.getItem(AUTH_USER_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['displayName', 'email', 'photoURL', 'role', 'userId']);
    expect(JSON.stringify(window.localStorage)).not.toContain('right');
    expect(Object.keys(window.localStorage)).toEqual([AUTH_USER_STORAGE_KEY]);
  });

  it('fails with the backend message and stays signed out', async () => {
    server = installFakeServer(frappe().handler);
    const failure = await signIn('admin@tessera.dev', 'wrong').catch((error: unknown) => error);
    expect(readableError(failure)).toBe('Invalid login credentials');
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('takes the role from get_roles when the User record hides its roles (Frappe permlevel 1)', async () => {
    const backend = frappe();
    backend.state.userDoc = { ...ADMIN_DOC, roles: [] };
    backend.state.roles = ['Tessera Editor', 'All', 'Guest'];
    server = installFakeServer(backend.handler);
    expect((await signIn('admin@tessera.dev', 'right')).role).toBe('EDITOR');
  });

  it('keeps the role from get_roles and the name login gave when the User record is unreadable', async () => {
    const backend = frappe((request) =>
      request.url.startsWith('/api/resource/User/') ? frappeError(403, 'PermissionError', 'Not permitted') : undefined,
    );
    server = installFakeServer(backend.handler);
    const user = await signIn('admin@tessera.dev', 'right');
    expect(user.role).toBe('ADMIN');
    expect(user.displayName).toBe('Adam Reyes');
  });

  it("refuses a user the server gives none of the app's roles, and ends their server session", async () => {
    const backend = frappe();
    backend.state.roles = ['Website User', 'All', 'Guest'];
    server = installFakeServer(backend.handler);
    await expect(signIn('admin@tessera.dev', 'right')).rejects.toThrow('Your account has no Tessera role yet');
    expect(backend.state.signedIn).toBe(false);
    expect(getSession()).toEqual(SIGNED_OUT);
  });

  it('refuses a user whose roles the server will not say, never trusting the client', async () => {
    const backend = frappe((request) =>
      request.url.includes('get_roles') ? frappeError(403, 'PermissionError', 'Not permitted') : undefined,
    );
    server = installFakeServer(backend.handler);
    await expect(signIn('admin@tessera.dev', 'right')).rejects.toThrow('Your account has no Tessera role yet');
    expect(getSession().status).toBe('signed-out');
  });
});

describe('restoreSession', () => {
  it('signs out a stored user whose app roles were all taken away meanwhile', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(STORED_ADMIN));
    const backend = frappe();
    backend.state.signedIn = true;
    backend.state.roles = ['Website User', 'All', 'Guest'];
    server = installFakeServer(backend.handler);
    await restoreSession();
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('shows the stored profile at once, then takes the role the server has now', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(STORED_ADMIN));
    const backend = frappe();
    backend.state.signedIn = true;
    backend.state.roles = ['Tessera Editor', 'All', 'Guest'];
    server = installFakeServer(backend.handler);
    const restoring = restoreSession();
    expect(getSession()).toEqual({ status: 'restoring', user: STORED_ADMIN });
    await restoring;
    expect(getSession().status).toBe('signed-in');
    expect(getSession().user?.role).toBe('EDITOR');
  });

  it('signs out cleanly when the server session is gone, saying it ended', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(STORED_ADMIN));
    server = installFakeServer(frappe().handler);
    await restoreSession();
    expect(getSession()).toEqual(ENDED_ELSEWHERE);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('says nothing of an ended session when nobody was signed in', async () => {
    server = installFakeServer(frappe().handler);
    await restoreSession();
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(getSession().endedElsewhere).toBeUndefined();
  });

  it('keeps the stored profile while the server cannot be reached', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(STORED_ADMIN));
    server = installFakeServer(() => 'network-error');
    await restoreSession();
    expect(getSession()).toEqual({ status: 'signed-in', user: STORED_ADMIN });
  });

  it('signs in from a live server session even without a stored profile', async () => {
    const backend = frappe();
    backend.state.signedIn = true;
    server = installFakeServer(backend.handler);
    await restoreSession();
    expect(getSession().user?.userId).toBe('admin@tessera.dev');
  });

  it('keeps a sign-in made while its answer was on the way: "nobody", asked before the sign-in, is stale', async () => {
    const backend = frappe();
    // The server's answer at the time it was asked (nobody), delivered only after the sign-in below.
    const firstCheck = holdFirstSessionCheck(backend.handler);
    server = installFakeServer(firstCheck.handler);
    const restoring = restoreSession();
    const user = await signIn('admin@tessera.dev', 'right');
    firstCheck.deliver();
    await restoring;
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps a sign-out made while the check was on the way', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(STORED_ADMIN));
    const backend = frappe();
    backend.state.signedIn = true;
    const firstCheck = holdFirstSessionCheck(backend.handler);
    server = installFakeServer(firstCheck.handler);
    const restoring = restoreSession();
    await signOut();
    firstCheck.deliver();
    await restoring;
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('ignores a tampered or malformed stored profile', async () => {
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify({ ...STORED_ADMIN, role: 'ROOT' }));
    server = installFakeServer(frappe().handler);
    const restoring = restoreSession();
    expect(getSession()).toEqual(SIGNED_OUT);
    await restoring;
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, '{not json');
    await restoreSession();
    expect(getSession()).toEqual(SIGNED_OUT);
  });
});

describe('signOut', () => {
  it('ends the server session and clears the local one', async () => {
    const backend = frappe();
    server = installFakeServer(backend.handler);
    await signIn('admin@tessera.dev', 'right');
    await signOut();
    expect(backend.state.signedIn).toBe(false);
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps the user signed in when the server cannot be reached, since the server session is still open', async () => {
    server = installFakeServer(frappe().handler);
    const user = await signIn('admin@tessera.dev', 'right');
    server.restore();
    server = installFakeServer(() => 'network-error');
    await expect(signOut()).rejects.toThrow();
    expect(getSession()).toEqual({ status: 'signed-in', user });
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).not.toBeNull();
  });
});

describe('session expiry', () => {
  it('ends the session, keeping the user for the page, when a refused request has no session behind it', async () => {
    const backend = frappe();
    server = installFakeServer(backend.handler);
    const user = await signIn('admin@tessera.dev', 'right');
    backend.state.signedIn = false; // expired on the server
    await expect(listDocs('Task', { fields: ['name'] })).rejects.toThrow();
    expect(getSession()).toEqual({ status: 'ended', user });
  });

  it('signs out when the user declines to sign in again, and sign-in says the session ended', async () => {
    const backend = frappe();
    server = installFakeServer(backend.handler);
    await signIn('admin@tessera.dev', 'right');
    backend.state.signedIn = false;
    await expect(listDocs('Task', { fields: ['name'] })).rejects.toThrow();
    leaveEndedSession();
    expect(getSession()).toEqual(ENDED_ELSEWHERE);
    expect(window.localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('signs in over an ended session as the same user, and is signed in as before', async () => {
    const backend = frappe();
    server = installFakeServer(backend.handler);
    const user = await signIn('admin@tessera.dev', 'right');
    backend.state.signedIn = false;
    await expect(listDocs('Task', { fields: ['name'] })).rejects.toThrow();
    await signIn('admin@tessera.dev', 'right');
    expect(getSession()).toEqual({ status: 'signed-in', user });
  });

  it('keeps the session when the server only refuses that one document', async () => {
    const backend = frappe((request) =>
      request.url === '/api/resource/Task' ? frappeError(403, 'PermissionError', 'No permission for Task') : undefined,
    );
    server = installFakeServer(backend.handler);
    await signIn('admin@tessera.dev', 'right');
    const failure = await listDocs('Task', { fields: ['name'] }).catch((error: unknown) => error);
    expect(readableError(failure)).toBe('No permission for Task');
    expect(getSession().status).toBe('signed-in');
  });
});

describe('sign-up and password reset', () => {
  it("maps Frappe's sign_up codes", async () => {
    server = installFakeServer((request) =>
      request.url.endsWith('user.sign_up')
        ? {
            status: 200,
            data: {
              message:
                (request.body as { email: string }).email === 'taken@x.io'
                  ? [0, 'Already Registered']
                  : [1, 'Please check your email for verification'],
            },
          }
        : undefined,
    );
    await expect(signUp('new@x.io', 'New Person')).resolves.toEqual({
      created: true,
      message: 'Please check your email for verification',
    });
    await expect(signUp('taken@x.io', 'Taken')).resolves.toEqual({ created: false, message: 'Already Registered' });
    expect(server.calls[0]?.body).toEqual({ email: 'new@x.io', full_name: 'New Person', redirect_to: '/' });
  });

  it('answers the same for unknown addresses, and explains a disabled account', async () => {
    server = installFakeServer((request) => {
      const user = (request.body as { user: string }).user;
      if (user === 'nobody@x.io') return { status: 404, data: { message: 'not found' } };
      if (user === 'off@x.io') return { status: 200, data: { message: 'disabled' } };
      return { status: 200, data: {} };
    });
    await expect(requestPasswordReset('someone@x.io')).resolves.toBeUndefined();
    await expect(requestPasswordReset('nobody@x.io')).resolves.toBeUndefined();
    await expect(requestPasswordReset('off@x.io')).rejects.toThrow('This account is disabled');
  });
});

describe('setting a password from a mailed link', () => {
  const UPDATE = '/api/method/frappe.core.doctype.user.user.update_password';

  it('signs the user in here once the server has set the password and opened their session', async () => {
    const backend = frappe((request) => {
      if (request.url !== UPDATE) return undefined;
      backend.state.signedIn = true;
      return { status: 200, data: { message: '/app' } };
    });
    server = installFakeServer(backend.handler);
    const user = await setPasswordWithKey('k3y', 'Violet-Harbour-Lantern-42');
    expect(user.userId).toBe('admin@tessera.dev');
    expect(getSession()).toMatchObject({ status: 'signed-in', user: { userId: 'admin@tessera.dev' } });
    expect(server.calls.find((call) => call.url === UPDATE)?.body).toEqual({
      key: 'k3y',
      new_password: 'Violet-Harbour-Lantern-42',
    });
  });

  it("shows Frappe's reason for a used or expired key, and a weak password's feedback", async () => {
    server = installFakeServer((request) => {
      if (request.url !== UPDATE) return undefined;
      return (request.body as { key: string }).key === 'used'
        ? { status: 410, data: { message: 'The reset password link has either been used before or is invalid' } }
        : frappeError(417, 'ValidationError', 'This is a top-10 common password.');
    });
    await expect(setPasswordWithKey('used', 'Violet-Harbour-Lantern-42')).rejects.toThrow(
      'The reset password link has either been used before or is invalid',
    );
    const weak = await setPasswordWithKey('fresh', 'password').catch((error: unknown) => error);
    expect(readableError(weak)).toBe('This is a top-10 common password.');
    expect(getSession().status).not.toBe('signed-in');
  });
});

it('fetchProfile falls back to the name login gave when the record cannot be read', async () => {
  server = installFakeServer((request) =>
    request.url.includes('get_roles')
      ? { status: 200, data: { message: ['Tessera Guest', 'All'] } }
      : frappeError(404, 'DoesNotExistError', 'User x not found'),
  );
  await expect(fetchProfile('x@y.z', 'X Y')).resolves.toEqual({
    userId: 'x@y.z',
    email: 'x@y.z',
    displayName: 'X Y',
    role: 'GUEST',
    photoURL: null,
  });
});
