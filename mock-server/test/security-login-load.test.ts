// A burst of sign-ins must not stall the server: passwords are verified on libuv's thread pool
// (crypto.scrypt), never on the event loop (crypto.scryptSync), so other requests keep being answered. The
// latency other requests see during a burst is a figure, printed by bench/api-throughput.mjs; here the
// mechanism is checked, with every answer of 200 concurrent logins (right, wrong and unknown-user passwords).

import crypto from 'node:crypto';
import { itemAt } from './helpers/lists';
import { Client, serveForTests, USERS } from './helpers/server';

const LOGINS = 200;

const KINDS = ['right', 'wrong', 'unknown'] as const;
type Kind = (typeof KINDS)[number];

function loginBody(kind: Kind, i: number): { usr: string; pwd: string } {
  if (kind === 'right') return { usr: USERS.editor, pwd: 'tessera-demo' };
  if (kind === 'wrong') return { usr: USERS.editor, pwd: `wrong-${i}` };
  return { usr: `nobody-${i}@tessera.dev`, pwd: 'tessera-demo' };
}

// High enough that this many failures from one address never lock anybody out.
const ctx = serveForTests({ settings: { loginMaxAttempts: 100_000 } });

afterEach(() => jest.restoreAllMocks());

it(`verifies ${LOGINS} concurrent logins off the event loop, answering each correctly`, async () => {
  const onThreadPool = jest.spyOn(crypto, 'scrypt');
  const onEventLoop = jest.spyOn(crypto, 'scryptSync');
  const pingUrl = `${ctx.server.baseUrl}/api/method/ping`;
  const kinds: Kind[] = Array.from({ length: LOGINS }, (_, i) => itemAt(KINDS, i % KINDS.length));

  const logins = Promise.all(
    kinds.map((kind, i) => new Client(ctx.server.baseUrl).post('/api/method/login', loginBody(kind, i))),
  );
  // Other requests are answered during the burst.
  const ping = await fetch(pingUrl);
  expect(ping.status).toBe(200);
  const answers = await logins;

  answers.forEach((res, i) => {
    if (kinds[i] === 'right') {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged In', home_page: '/app', full_name: 'Elena Park' });
    } else {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid login credentials', exc_type: 'AuthenticationError' });
    }
  });
  // One verification per login (an unknown user is checked against a dummy hash, in the same time).
  expect(onThreadPool.mock.calls.length).toBeGreaterThanOrEqual(LOGINS);
  expect(onEventLoop).not.toHaveBeenCalled();
}, 120_000);
