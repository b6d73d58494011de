import type * as AuthService from './auth-service';
import type * as SessionStore from './session-store';
import type * as SiteTimeZone from './site-time-zone';
import type * as TestServer from '../testing/frappe-server';

const TIME_ZONE = '/api/method/frappe.client.get_time_zone';
const USER = 'ada@example.com';

interface Modules {
  zone: typeof SiteTimeZone;
  auth: typeof AuthService;
  session: typeof SessionStore;
  server: TestServer.FakeServer;
}

/** Fresh copies of the modules (the zone is kept per page), behind a fake Frappe. */
function freshModules(handler: TestServer.FakeHandler): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    const { installFakeServer } = jest.requireActual<typeof TestServer>('../testing/frappe-server');
    modules = {
      zone: jest.requireActual<typeof SiteTimeZone>('./site-time-zone'),
      auth: jest.requireActual<typeof AuthService>('./auth-service'),
      session: jest.requireActual<typeof SessionStore>('./session-store'),
      server: installFakeServer(handler),
    };
  });
  if (!modules) throw new Error('modules not loaded');
  return modules;
}

const zoneAnswer = (timeZone: unknown) => ({ status: 200, data: { message: { time_zone: timeZone } } });
const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => window.localStorage.clear());

it('asks the site once, and tells every listener, a late one at once', async () => {
  const { zone, server } = freshModules(({ url }) => (url === TIME_ZONE ? zoneAnswer('America/New_York') : undefined));
  const heard: string[] = [];
  zone.onSiteTimeZone((timeZone) => heard.push(timeZone));
  await expect(Promise.all([zone.loadSiteTimeZone(), zone.loadSiteTimeZone()])).resolves.toEqual([
    'America/New_York',
    'America/New_York',
  ]);
  await expect(zone.loadSiteTimeZone()).resolves.toBe('America/New_York');
  zone.onSiteTimeZone((timeZone) => heard.push(`late ${timeZone}`));
  expect(heard).toEqual(['America/New_York', 'late America/New_York']);
  expect(server.calls.map((call) => call.url)).toEqual([TIME_ZONE]);
});

it.each([
  ['a server error', { status: 500, data: {} }],
  ['no zone in the answer', zoneAnswer(null)],
  ['a network failure', 'network-error' as const],
])('falls back to the browser’s zone on %s, and asks again next time', async (_, reply) => {
  const { zone, server } = freshModules(({ url }) => (url === TIME_ZONE ? reply : undefined));
  const heard: string[] = [];
  zone.onSiteTimeZone((timeZone) => heard.push(timeZone));
  await expect(zone.loadSiteTimeZone()).resolves.toBe(browserZone);
  await expect(zone.loadSiteTimeZone()).resolves.toBe(browserZone);
  expect(heard).toEqual([]);
  expect(server.calls.map((call) => call.url)).toEqual([TIME_ZONE, TIME_ZONE]);
});

function signedInFrappe(signedInAtStart = false): TestServer.FakeHandler {
  let signedIn = signedInAtStart;
  return ({ method, url }) => {
    if (url === TIME_ZONE) return zoneAnswer('Asia/Kolkata');
    if (method === 'POST' && url === '/api/method/login') {
      signedIn = true;
      return { status: 200, data: { message: 'Logged In', full_name: 'Ada Lovelace' } };
    }
    if (url === '/api/method/frappe.auth.get_logged_user') {
      return signedIn ? { status: 200, data: { message: USER } } : { status: 403, data: {} };
    }
    if (url.startsWith('/api/resource/User/')) return { status: 200, data: { data: { name: USER } } };
    if (url.endsWith('get_roles')) return { status: 200, data: { message: ['Tessera Editor'] } };
    return undefined;
  };
}

it('knows the zone before the login is sent, so no signed-in page reads a datetime without it', async () => {
  const { zone, auth, session, server } = freshModules(signedInFrappe());
  const statusWhenHeard: string[] = [];
  zone.onSiteTimeZone(() => statusWhenHeard.push(session.getSession().status));
  await auth.signIn(USER, 'secret');
  expect(server.calls.slice(0, 2).map((call) => `${call.method} ${call.url}`)).toEqual([
    `GET ${TIME_ZONE}`,
    'POST /api/method/login',
  ]);
  expect(statusWhenHeard).toEqual(['signed-out']);
});

it('restores a session only once the zone is known', async () => {
  const { zone, auth, session } = freshModules(signedInFrappe(true));
  const statusWhenHeard: string[] = [];
  zone.onSiteTimeZone(() => statusWhenHeard.push(session.getSession().status));
  await auth.restoreSession();
  expect(statusWhenHeard).toEqual(['signed-out']);
  expect(session.getSession()).toMatchObject({ status: 'signed-in', user: { userId: USER } });
});
