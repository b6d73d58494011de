// The host's /socket.io proxy over real connections: a socket.io client in Node as the browser, a socket.io
// server as the realtime server. Both transports carry events both ways with the cookie and the Host as the
// browser sent them; a page of another origin is refused before the realtime server sees it; nothing but
// /socket.io/ on the realtime server can be reached; a realtime server that is down fails the socket cleanly.
import http from 'node:http';
import type net from 'node:net';
import { Server as RealtimeServer } from 'socket.io';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { makeDist, rawRequest, request, startAppServer, type RecordedRequest, type RunningApp } from './serve-app';

type Transport = 'polling' | 'websocket';
const TRANSPORTS: Transport[] = ['polling', 'websocket'];
const SITE = 'tessera.localhost';
const OTHER_ALLOWED_ORIGIN = 'http://127.0.0.1:4999';
const FOREIGN_ORIGIN = 'http://evil.test';

interface Upstream {
  url: string;
  port: number;
  /** Every HTTP request and WebSocket upgrade it received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A socket.io server that greets each socket and answers `echo`; anything outside /socket.io/ answers "secret". */
async function startRealtimeServer(): Promise<Upstream> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((_req, res) => res.end('secret'));
  const realtime = new RealtimeServer(server);
  realtime.on('connection', (socket) => {
    socket.emit('welcome', 'hello');
    socket.on('echo', (text: string) => socket.emit('echoed', `${text}!`));
  });
  const record = (req: http.IncomingMessage) =>
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' });
  server.prependListener('request', record);
  server.prependListener('upgrade', record);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: async () => {
      await realtime.close();
      server.closeAllConnections();
    },
  };
}

interface ClientOptions {
  transport: Transport;
  origin: string;
  /** Tells this socket's requests apart from those of sockets still closing. */
  cookie?: string;
  headers?: Record<string, string>;
}

const openSockets: Socket[] = [];

/** A socket through `app`, as a page of `origin` with the session cookie; no reconnection, no upgrade. */
function openSocket(app: RunningApp, { transport, origin, cookie = 'sid=abc', headers = {} }: ClientOptions): Socket {
  const socket = connectSocket(app.url, {
    transports: [transport],
    upgrade: false,
    reconnection: false,
    forceNew: true,
    extraHeaders: { Origin: origin, Cookie: cookie, ...headers },
  });
  openSockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')));
    socket.once('connect_error', (error) => resolve(error));
  });
}

/** The requests the realtime server received with this cookie. */
function requestsWithCookie(cookie: string): RecordedRequest[] {
  return upstream.requests.filter((seen) => seen.headers.cookie === cookie);
}

function nextEvent(socket: Socket, event: string): Promise<unknown> {
  return new Promise((resolve) => socket.once(event, resolve));
}

let upstream: Upstream;
let host: RunningApp;

beforeAll(async () => {
  upstream = await startRealtimeServer();
  // The /api backend is elsewhere: by default /socket.io would go there too.
  host = await startAppServer([
    '--dir',
    makeDist(),
    '--spa',
    '--backend',
    'http://127.0.0.1:9',
    '--realtime-backend',
    upstream.url,
    '--allowed-origins',
    OTHER_ALLOWED_ORIGIN,
  ]);
});

afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.disconnect();
  upstream.requests.length = 0;
});

afterAll(async () => {
  await host.stop();
  await upstream.close();
});

describe.each(TRANSPORTS)('a socket over %s through the host', (transport) => {
  it('carries events both ways', async () => {
    const socket = openSocket(host, { transport, origin: host.url });
    const welcome = nextEvent(socket, 'welcome');
    await connected(socket);
    expect(await welcome).toBe('hello');
    const echoed = nextEvent(socket, 'echoed');
    socket.emit('echo', 'ping');
    expect(await echoed).toBe('ping!');
  });

  it('reaches the realtime server with the cookie, Origin and Host as sent and the real client address', async () => {
    const cookie = `sid=headers-${transport}; system_user=yes`;
    const socket = openSocket(host, {
      transport,
      origin: host.url,
      cookie,
      headers: { 'X-Forwarded-For': '6.6.6.6', Forwarded: 'for=6.6.6.6', 'X-Frappe-Site-Name': 'other.site' },
    });
    await connected(socket);
    const seenRequests = requestsWithCookie(cookie);
    expect(seenRequests.length).toBeGreaterThan(0);
    for (const seen of seenRequests) {
      expect(seen.url.startsWith('/socket.io/?')).toBe(true);
      expect(seen.headers.origin).toBe(host.url);
      expect(seen.headers.host).toBe(`127.0.0.1:${host.port}`);
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers.forwarded).toBeUndefined();
      // No site is configured: the page does not choose one either.
      expect(seen.headers['x-frappe-site-name']).toBeUndefined();
    }
  });

  it('opens from a configured allowed origin', async () => {
    await connected(openSocket(host, { transport, origin: OTHER_ALLOWED_ORIGIN }));
  });

  it('is refused for a page of another origin, before the realtime server sees it', async () => {
    const cookie = `sid=foreign-${transport}`;
    await refused(openSocket(host, { transport, origin: FOREIGN_ORIGIN, cookie }));
    await refused(openSocket(host, { transport, origin: `http://localhost:${host.port}`, cookie }));
    expect(requestsWithCookie(cookie)).toEqual([]);
  });
});

describe('X-Frappe-Site-Name', () => {
  let siteHost: RunningApp;

  beforeAll(async () => {
    siteHost = await startAppServer(['--dir', makeDist(), '--spa', '--backend', upstream.url, '--site-name', SITE]);
  });

  afterAll(() => siteHost.stop());

  it.each(TRANSPORTS)('is the configured site on every %s request, whatever the page sent', async (transport) => {
    const cookie = `sid=site-${transport}`;
    const socket = openSocket(siteHost, {
      transport,
      origin: siteHost.url,
      cookie,
      headers: { 'X-Frappe-Site-Name': 'other.site' },
    });
    await connected(socket);
    const seenRequests = requestsWithCookie(cookie);
    expect(seenRequests.length).toBeGreaterThan(0);
    for (const seen of seenRequests) expect(seen.headers['x-frappe-site-name']).toBe(SITE);
  });
});

describe('what the proxy answers itself', () => {
  const handshake = '/socket.io/?EIO=4&transport=polling';
  const cookie = 'sid=direct';
  const upgradeHeaders = {
    Cookie: cookie,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
  };
  const poll = (headers: Record<string, string>) =>
    request(`${host.url}${handshake}`, { headers: { cookie, ...headers } });

  it('refuses a foreign page with 403 on either transport, and lets a same-origin poll without Origin through', async () => {
    expect((await poll({ origin: FOREIGN_ORIGIN })).status).toBe(403);
    expect((await poll({ origin: 'null' })).status).toBe(403);
    // A cross-site <img> or <script> sends no Origin, only its Fetch metadata.
    expect((await poll({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const upgradeLine = `GET ${handshake.replace('polling', 'websocket')} HTTP/1.1`;
    expect((await rawRequest(host.port, upgradeLine, { ...upgradeHeaders, Origin: FOREIGN_ORIGIN })).status).toBe(403);
    expect(requestsWithCookie(cookie)).toEqual([]);

    // A same-origin polling GET carries no Origin in Chromium, only Sec-Fetch-Site.
    const sameOrigin = await poll({ 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.body.toString()).toMatch(/"sid"/);
    // It reaches the realtime server with the page's origin written in, which Frappe's server requires.
    expect(requestsWithCookie(cookie).map((seen) => seen.headers.origin)).toEqual([host.url]);
  });

  it('passes on the realtime server’s own refusal of a WebSocket handshake', async () => {
    const unknownSession = `GET /socket.io/?EIO=4&transport=websocket&sid=unknown HTTP/1.1`;
    const answer = await rawRequest(host.port, unknownSession, { ...upgradeHeaders, Origin: host.url });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Session ID unknown/);
    expect(requestsWithCookie(cookie)).toHaveLength(1);
  });

  it('reaches nothing on the realtime server outside /socket.io/', async () => {
    for (const target of ['/socket.io/../secret', '/socket.io/%2e%2e/secret', '/socket.iox/secret', '/secret']) {
      const answer = await rawRequest(host.port, `GET ${target} HTTP/1.1`, { Cookie: cookie });
      expect(answer.text).not.toMatch(/secret$/);
    }
    for (const target of ['/secret', '/api/secret', '/socket.io/../secret', '/socket.io/%2e%2e/secret']) {
      const upgrade = await rawRequest(host.port, `GET ${target} HTTP/1.1`, upgradeHeaders);
      expect(upgrade.status).toBeGreaterThanOrEqual(400);
    }
    expect(requestsWithCookie(cookie)).toEqual([]);
    expect((await poll({})).status).toBe(200);
    expect(requestsWithCookie(cookie).map((seen) => seen.url)).toEqual([handshake]);
  });
});

describe('a realtime server that is down', () => {
  let downHost: RunningApp;

  beforeAll(async () => {
    const gone = await startRealtimeServer();
    await gone.close();
    downHost = await startAppServer(['--dir', makeDist(), '--spa', '--backend', gone.url]);
  });

  afterAll(() => downHost.stop());

  it.each(TRANSPORTS)('fails a %s socket, and the host goes on serving', async (transport) => {
    await refused(openSocket(downHost, { transport, origin: downHost.url }));
    const polling = await request(`${downHost.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(502);
    expect((await request(`${downHost.url}/`)).status).toBe(200);
  });
});
