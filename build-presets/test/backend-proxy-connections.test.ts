// The host's /api proxy and its connections, against real upstreams on 127.0.0.1: whatever the backend answers
// reaches the client as it was sent (a 413 given before the body was read, a 503), a connection the backend
// has closed is never written on, and the client's own connection is always ready for its next request.
import http from 'node:http';
import type net from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import {
  makeDist,
  rawRequest,
  request,
  startAppServer,
  startHttpServer,
  type RunningApp,
  type TestServer,
} from './serve-app';

const PONG = '{"message":"pong"}';

function answerPong(response: http.ServerResponse): void {
  response.setHeader('content-type', 'application/json');
  response.end(PONG);
}

/** The message of a Frappe error body: the first of its `_server_messages`. */
function serverMessage(body: Buffer): { excType: string; message: string } {
  const parsed = JSON.parse(body.toString()) as { exc_type: string; _server_messages: string };
  const [first = '{}'] = JSON.parse(parsed._server_messages) as string[];
  return { excType: parsed.exc_type, message: (JSON.parse(first) as { message: string }).message };
}

describe('a body larger than the backend takes', () => {
  const BACKEND_LIMIT = 1024 * 1024;
  const TOO_LARGE = JSON.stringify({
    exc_type: 'RequestEntityTooLarge',
    _server_messages: JSON.stringify([JSON.stringify({ message: 'The file is larger than 1 MB', title: 'Too Large' })]),
  });
  let backend: TestServer;
  let host: RunningApp;
  const received: string[] = [];
  // How the backend leaves a body it refused: read and dropped (nginx, the mock-server), or unread with the
  // connection closed, which resets it; the reset may then destroy the answer before the proxy reads it.
  let refusedBody: 'drained' | 'reset' = 'drained';

  beforeAll(async () => {
    // Refuses from the Content-Length alone, before reading the body.
    backend = await startHttpServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      if (Number(req.headers['content-length']) > BACKEND_LIMIT) {
        if (refusedBody === 'reset') res.setHeader('connection', 'close');
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(TOO_LARGE);
        return;
      }
      req.resume();
      req.on('end', () => answerPong(res));
    });
    host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', backend.url]);
  });

  afterAll(async () => {
    await host.stop();
    await backend.close();
  });

  /** Five uploads on one client connection, each followed by a request on it: what each was answered. */
  async function uploadFiveTimes(): Promise<Array<{ status: number; body: string; nextStatus: number }>> {
    const client = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const rounds = [];
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const refused = await request(`${host.url}/api/upload/add?file_name=photo.png`, {
          method: 'POST',
          headers: { 'content-type': 'image/png' },
          body: Buffer.alloc(3 * 1024 * 1024, 1),
          agent: client,
        });
        // Streamed on, the body the backend refused was left half-read on this connection, so the next request
        // waited for the keep-alive timeout (72 s); it must be answered at once, on the same connection.
        const next = await request(`${host.url}/api/method/ping`, { agent: client, answerWithinMs: 3000 });
        expect(next.reusedSocket).toBe(true);
        rounds.push({ status: refused.status, body: refused.body.toString(), nextStatus: next.status });
      }
    } finally {
      client.destroy();
    }
    return rounds;
  }

  it('gets the backend’s own 413 and body every time, and its next request on the same connection is answered at once', async () => {
    refusedBody = 'drained';
    const rounds = await uploadFiveTimes();
    expect(rounds).toEqual(Array(5).fill({ status: 413, body: TOO_LARGE, nextStatus: 200 }));
  });

  it('from a backend that resets the connection: the 413, or a 502 in Frappe’s shape when the reset came first, and the next request is answered at once', async () => {
    refusedBody = 'reset';
    const rounds = await uploadFiveTimes();
    for (const round of rounds) {
      if (round.status === 413) expect(round.body).toBe(TOO_LARGE);
      else expect([round.status, serverMessage(Buffer.from(round.body)).excType]).toEqual([502, 'ServerUnavailable']);
      expect(round.nextStatus).toBe(200);
    }
  });

  it('refuses a body over the proxy’s own limit itself, in Frappe’s error shape, without reaching the backend', async () => {
    received.length = 0;
    const answer = await rawRequest(host.port, 'POST /api/upload/add?file_name=huge.png HTTP/1.1', {
      'Content-Type': 'image/png',
      'Content-Length': String(200 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    const body = Buffer.from(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4), 'latin1');
    expect(serverMessage(body)).toEqual({
      excType: 'RequestEntityTooLarge',
      message: 'The request is larger than 50 MB',
    });
    expect(received).toEqual([]);
  });
});

describe('a backend that closes idle connections', () => {
  const BACKEND_IDLE_MS = 1000;
  let backend: TestServer;
  let host: RunningApp;
  const received: string[] = [];

  beforeAll(async () => {
    // Its connections time out after 1 s idle (gunicorn's, Frappe's server, after 2 s). A request that comes on
    // one later is dropped unanswered: what happens when the server's close crosses the request on the wire,
    // here on every such request rather than by chance.
    const lastAnswered = new WeakMap<net.Socket, number>();
    backend = await startHttpServer((req, res) => {
      const answeredAt = lastAnswered.get(req.socket);
      if (answeredAt !== undefined && Date.now() - answeredAt > BACKEND_IDLE_MS) {
        req.socket.destroy();
        return;
      }
      received.push(`${req.method} ${req.url}`);
      res.on('finish', () => lastAnswered.set(req.socket, Date.now()));
      req.resume();
      req.on('end', () => answerPong(res));
    });
    host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', backend.url]);
  });

  afterAll(async () => {
    await host.stop();
    await backend.close();
  });

  it('answers every request after a pause longer than the backend’s idle timeout, each sent once', async () => {
    const calls = [
      { method: 'GET', path: '/api/method/frappe.auth.get_logged_user' },
      { method: 'POST', path: '/api/resource/Task' },
      { method: 'GET', path: '/api/resource/Task' },
      { method: 'POST', path: '/api/resource/Project' },
    ];
    const statuses: number[] = [];
    for (const [index, call] of calls.entries()) {
      // The pause is the scenario: the proxy's connection to the backend sits idle past the backend's timeout.
      if (index > 0) await pause(BACKEND_IDLE_MS + 200);
      const answer = await request(`${host.url}${call.path}`, {
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.method === 'POST' ? '{"subject":"x"}' : undefined,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(received).toEqual(calls.map((call) => `${call.method} ${call.path}`));
  }, 20_000);
});

// A connection dropped before any answer, as a reused one the backend has closed is: with a reset (the proxy
// reads ECONNRESET) or a plain close (undici's "other side closed").
describe.each([
  { way: 'resets', drop: (socket: net.Socket) => socket.resetAndDestroy() },
  { way: 'closes', drop: (socket: net.Socket) => socket.destroy() },
])('a backend that $way the connection of a request', ({ drop }) => {
  const ALWAYS_DROPPED = '/api/method/always.dropped';
  let backend: TestServer;
  let host: RunningApp;
  const attempts: string[] = [];

  beforeAll(async () => {
    // Drops the connection the first time a request comes (every time for ALWAYS_DROPPED), answers it after.
    backend = await startHttpServer((req, res) => {
      const line = `${req.method} ${req.url}`;
      const dropped = req.url === ALWAYS_DROPPED || !attempts.includes(line);
      attempts.push(line);
      if (dropped) {
        drop(req.socket);
        return;
      }
      req.resume();
      req.on('end', () => answerPong(res));
    });
    host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', backend.url]);
  });

  afterAll(async () => {
    await host.stop();
    await backend.close();
  });

  beforeEach(() => {
    attempts.length = 0;
  });

  it('sends a GET again, once', async () => {
    const answer = await request(`${host.url}/api/resource/Task?limit=5`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(PONG);
    expect(attempts).toEqual(['GET /api/resource/Task?limit=5', 'GET /api/resource/Task?limit=5']);

    const failed = await request(`${host.url}${ALWAYS_DROPPED}`);
    expect(failed.status).toBe(502);
    expect(attempts.filter((line) => line === `GET ${ALWAYS_DROPPED}`)).toHaveLength(2);
  });

  it('never sends a POST again: the proxy answers 502', async () => {
    const answer = await request(`${host.url}/api/resource/Task`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"subject":"x"}',
    });
    expect(answer.status).toBe(502);
    expect(serverMessage(answer.body).excType).toBe('ServerUnavailable');
    expect(attempts).toEqual(['POST /api/resource/Task']);
  });
});

describe('an answer the backend gives', () => {
  it('reaches the client as it is: a 503 is passed on, not asked again', async () => {
    let requests = 0;
    const busy = '{"exc_type":"ServiceUnavailable"}';
    const backend = await startHttpServer((req, res) => {
      requests += 1;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(busy);
    });
    const host = await startAppServer(['--dir', makeDist(), '--spa', '--backend', backend.url]);
    try {
      const answer = await request(`${host.url}/api/method/frappe.auth.get_logged_user`);
      expect(answer.status).toBe(503);
      expect(answer.body.toString()).toBe(busy);
      expect(requests).toBe(1);
    } finally {
      await host.stop();
      await backend.close();
    }
  });
});
