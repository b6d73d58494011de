import { restoreSession, signIn } from './auth-service';
import { dropEarlyGets } from './early-requests';
import { startEarlySessionCheck, userIdCookie } from './early-session';
import { getSession, setSession, SIGNED_OUT } from './session-store';
import { installFakeServer, type FakeServer } from '../testing/frappe-server';

const USER = 'ada@example.com';
const USER_DOC = { name: USER, email: USER, full_name: 'Ada Lovelace' };

/** A fetch standing in for the browser's: answers by URL, and records what was asked. */
function fakeFetch(answers: Record<string, { status: number; body: unknown } | 'network-error'>) {
  const asked: string[] = [];
  const fetchStub = jest.fn(async (url: string) => {
    asked.push(url);
    const answer = url === TIME_ZONE ? SITE_TIME_ZONE_ANSWER : answers[url];
    if (answer === undefined) throw new Error(`unexpected early request ${url}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
      headers: new Map([['content-type', 'application/json']]),
    };
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return asked;
}

const LOGGED_USER = '/api/method/frappe.auth.get_logged_user';
const TIME_ZONE = '/api/method/frappe.client.get_time_zone';
const SITE_TIME_ZONE_ANSWER = { status: 200, body: { message: { time_zone: 'America/New_York' } } };
const USER_URL = `/api/resource/User/${encodeURIComponent(USER)}`;
const ROLES_URL = `/api/method/frappe.core.doctype.user.user.get_roles?uid=${encodeURIComponent(USER)}`;

/** Lets the early requests' answers (and the follow-up requests they start) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let server: FakeServer | undefined;
const realFetch = globalThis.fetch;

function setUserIdCookie(value: string | null): void {
  document.cookie =
    value === null ? 'user_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `user_id=${value}; path=/`;
}

beforeEach(() => {
  setUserIdCookie(null);
  window.localStorage.clear();
  setSession(SIGNED_OUT);
  dropEarlyGets();
});

afterEach(() => {
  server?.restore();
  globalThis.fetch = realFetch;
});

it('restores the session from the answers the entry asked for early, sending nothing again', async () => {
  const asked = fakeFetch({
    [LOGGED_USER]: { status: 200, body: { message: USER } },
    [USER_URL]: { status: 200, body: { data: USER_DOC } },
    [ROLES_URL]: { status: 200, body: { message: ['Tessera Editor', 'All'] } },
  });
  server = installFakeServer(() => ({ status: 500, data: {} }));
  startEarlySessionCheck();
  await settle();
  await restoreSession();
  expect(asked).toEqual([LOGGED_USER, TIME_ZONE, USER_URL, ROLES_URL]);
  expect(server.calls).toEqual([]);
  expect(getSession()).toMatchObject({ status: 'signed-in', user: { userId: USER, role: 'EDITOR' } });
});

it("reads a Guest's early answer (403) as signed out, as the client's own request would", async () => {
  const asked = fakeFetch({ [LOGGED_USER]: { status: 403, body: { exc_type: 'PermissionError' } } });
  server = installFakeServer(() => ({ status: 500, data: {} }));
  startEarlySessionCheck();
  await settle();
  await restoreSession();
  expect(asked).toEqual([LOGGED_USER, TIME_ZONE]);
  expect(server.calls).toEqual([]);
  expect(getSession()).toEqual(SIGNED_OUT);
});

it('asks again itself when the early request failed', async () => {
  fakeFetch({ [LOGGED_USER]: 'network-error' });
  server = installFakeServer(({ url }) => {
    if (url === LOGGED_USER) return { status: 200, data: { message: USER } };
    if (url === USER_URL) return { status: 200, data: { data: USER_DOC } };
    return { status: 200, data: { message: ['Tessera Admin'] } };
  });
  startEarlySessionCheck();
  await settle();
  await restoreSession();
  expect(server.calls.map((call) => call.url)).toEqual([LOGGED_USER, USER_URL, expect.stringContaining('get_roles')]);
  expect(getSession()).toMatchObject({ status: 'signed-in', user: { role: 'ADMIN' } });
});

it('uses no early answer after a write: a sign-in asks the server who is signed in now', async () => {
  fakeFetch({ [LOGGED_USER]: { status: 403, body: {} } });
  let signedIn = false;
  server = installFakeServer(({ method, url }) => {
    if (method === 'POST' && url === '/api/method/login') {
      signedIn = true;
      return { status: 200, data: { message: 'Logged In', full_name: 'Ada Lovelace' } };
    }
    if (url === LOGGED_USER) return signedIn ? { status: 200, data: { message: USER } } : { status: 403, data: {} };
    if (url === USER_URL) return { status: 200, data: { data: USER_DOC } };
    return { status: 200, data: { message: ['Tessera Guest'] } };
  });
  startEarlySessionCheck();
  await settle();
  // The early "Guest" answer is still unused when the user signs in.
  await expect(signIn(USER, 'secret')).resolves.toMatchObject({ userId: USER });
  expect(server.calls.map((call) => call.url)).toContain(LOGGED_USER);
});

describe("with Frappe's user_id cookie", () => {
  it("asks for the cookie's user's record and roles beside the session check, not after its answer", async () => {
    setUserIdCookie(encodeURIComponent(USER));
    const asked = fakeFetch({
      [LOGGED_USER]: { status: 200, body: { message: USER } },
      [USER_URL]: { status: 200, body: { data: USER_DOC } },
      [ROLES_URL]: { status: 200, body: { message: ['Tessera Editor'] } },
    });
    server = installFakeServer(() => ({ status: 500, data: {} }));
    startEarlySessionCheck();
    // All four are on their way before any answer has come back.
    expect(asked).toEqual([LOGGED_USER, USER_URL, ROLES_URL, TIME_ZONE]);
    await settle();
    await restoreSession();
    expect(asked).toHaveLength(4);
    expect(server.calls).toEqual([]);
    expect(getSession()).toMatchObject({ status: 'signed-in', user: { userId: USER, role: 'EDITOR' } });
  });

  it('restores the user the server names when the cookie names somebody else', async () => {
    setUserIdCookie('someone-else%40example.com');
    const otherUrl = `/api/resource/User/${encodeURIComponent('someone-else@example.com')}`;
    const otherRoles = `/api/method/frappe.core.doctype.user.user.get_roles?uid=${encodeURIComponent('someone-else@example.com')}`;
    fakeFetch({
      [LOGGED_USER]: { status: 200, body: { message: USER } },
      [otherUrl]: { status: 200, body: { data: { ...USER_DOC, name: 'someone-else@example.com' } } },
      [otherRoles]: { status: 200, body: { message: ['Tessera Admin'] } },
      [USER_URL]: { status: 200, body: { data: USER_DOC } },
      [ROLES_URL]: { status: 200, body: { message: ['Tessera Guest'] } },
    });
    server = installFakeServer(() => ({ status: 500, data: {} }));
    startEarlySessionCheck();
    await settle();
    await restoreSession();
    expect(server.calls).toEqual([]);
    expect(getSession()).toMatchObject({ status: 'signed-in', user: { userId: USER, role: 'GUEST' } });
  });

  it('reads the cookie as Frappe writes it, and Guest or a malformed value as nobody', () => {
    expect(userIdCookie('sid=abc; user_id=ada%40example.com; full_name=Ada')).toBe('ada@example.com');
    expect(userIdCookie('user_id=Guest; sid=Guest')).toBeNull();
    expect(userIdCookie('sid=abc')).toBeNull();
    expect(userIdCookie('user_id=')).toBeNull();
    expect(userIdCookie('user_id=%E0%A4%A')).toBeNull();
    expect(userIdCookie('my_user_id=ada; user_id=bob')).toBe('bob');
  });
});
