// The host's /api proxy over real HTTP: it reaches BACKEND_URL and nothing else, whatever the request line
// says; it passes the session cookie and Origin on, and writes the client address itself.
import {
  makeDist,
  rawRequest,
  request,
  startAppServer,
  startRecorder,
  type RecordedRequest,
  type RunningApp,
} from './serve-app';

type Recorder = Awaited<ReturnType<typeof startRecorder>>;

let backend: Recorder;
let elsewhere: Recorder;
let host: RunningApp;

beforeAll(async () => {
  backend = await startRecorder();
  elsewhere = await startRecorder();
  host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', backend.url]);
});

afterAll(async () => {
  await host.stop();
  await backend.close();
  await elsewhere.close();
});

/** The one request the backend received. */
function theOnlyRequest(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  const [only] = requests;
  if (!only) throw new Error('the backend received no request');
  return only;
}

beforeEach(() => {
  backend.requests.length = 0;
  elsewhere.requests.length = 0;
});

describe('the /api proxy only ever reaches the backend', () => {
  const hostile = () => [
    `GET //127.0.0.1:${elsewhere.port}/api/x HTTP/1.1`,
    `GET /\\127.0.0.1:${elsewhere.port}/api/x HTTP/1.1`,
    `GET /%5C127.0.0.1:${elsewhere.port}/api/x HTTP/1.1`,
    `GET http://127.0.0.1:${elsewhere.port}/api/x HTTP/1.1`,
    `POST http://127.0.0.1:${elsewhere.port}/api/resource/Task HTTP/1.1`,
    `GET /api//127.0.0.1:${elsewhere.port}/api/x HTTP/1.1`,
    `GET /api/%2F%2F127.0.0.1:${elsewhere.port}/x HTTP/1.1`,
    `GET /api/../..//127.0.0.1:${elsewhere.port}/x HTTP/1.1`,
    `GET /api/%2e%2e/%2e%2e//127.0.0.1:${elsewhere.port}/x HTTP/1.1`,
    `GET /api@127.0.0.1:${elsewhere.port}/x HTTP/1.1`,
  ];

  it('never delivers a request (or the cookie) to another port', async () => {
    for (const line of hostile()) {
      const answer = await rawRequest(host.port, line, { Cookie: 'sid=SECRET', 'Content-Length': '0' });
      expect(answer.status).toBeGreaterThanOrEqual(200);
    }
    expect(elsewhere.requests).toEqual([]);
    for (const seen of backend.requests) expect(seen.url.startsWith('/api/')).toBe(true);
  });

  it('refuses absolute-form, scheme-relative and backslash targets outright', async () => {
    for (const line of hostile().slice(0, 5)) {
      expect((await rawRequest(host.port, line, { 'Content-Length': '0' })).status).toBe(400);
    }
  });
});

describe('what the backend receives', () => {
  it('gets the path, query, cookie, Origin and body as sent, with its own Host', async () => {
    const answer = await request(`${host.url}/api/resource/Task?fields=%5B%22name%22%5D`, {
      method: 'POST',
      headers: { cookie: 'sid=abc', origin: host.url, 'content-type': 'application/json' },
      body: '{"subject":"x"}',
    });
    expect(answer.status).toBe(200);
    const seen = theOnlyRequest(backend.requests);
    expect(seen.url).toBe('/api/resource/Task?fields=%5B%22name%22%5D');
    expect(seen.headers.cookie).toBe('sid=abc');
    expect(seen.headers.origin).toBe(host.url);
    expect(seen.headers.host).toBe(`127.0.0.1:${backend.port}`);
    expect(seen.body).toBe('{"subject":"x"}');
  });

  it('gets the real client address, never the forwarding headers a client made up', async () => {
    await request(`${host.url}/api/method/ping`, {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-forwarded-proto': 'https',
      },
    });
    const seen = theOnlyRequest(backend.requests);
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers['x-real-ip']).toBeUndefined();
  });
});

describe('what the browser receives from the proxy', () => {
  it('cannot run HTML the backend sends back', async () => {
    const htmlBackend = await startRecorder((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<script>alert(document.cookie)</script>');
    });
    const proxy = await startAppServer(['--dir', makeDist(), '--spa', '--backend', htmlBackend.url]);
    try {
      const answer = await request(`${proxy.url}/api/method/anything`);
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await proxy.stop();
      await htmlBackend.close();
    }
  });

  it('answers 502 in Frappe’s error shape when the backend is down', async () => {
    const gone = await startRecorder();
    await gone.close();
    const proxy = await startAppServer(['--dir', makeDist(), '--spa', '--backend', gone.url]);
    try {
      const answer = await request(`${proxy.url}/api/method/frappe.auth.get_logged_user`);
      expect(answer.status).toBe(502);
      const body = JSON.parse(answer.body.toString()) as { exc_type: string; _server_messages: string };
      expect(body.exc_type).toBe('ServerUnavailable');
      expect(JSON.parse(JSON.parse(body._server_messages)[0]).message).toMatch(/could not be reached/);
    } finally {
      await proxy.stop();
    }
  });
});
