// The mock-server's two halves as they run beside a real Frappe site: a `frappe-only` server standing in for
// the site, and a `demo-only` demo service that asks it who each request's user is.

import type { Settings } from '../../src/config';
import { Client, startServer, type TestServer } from './server';

/** How the demo service is started, read when it starts (after the file's earlier beforeAll hooks). */
export interface DemoServiceOptions {
  /** The site's redis_queue URL, for its live events. */
  frappeRedisQueue?: string;
  settings?: Partial<Settings>;
}

export interface BesideFrappe {
  /** The stand-in Frappe site. */
  readonly frappe: TestServer;
  /** The demo service. */
  readonly demo: TestServer;
  /** A client of the demo service carrying the session the Frappe site gave `signedIn`. */
  withSession(signedIn: Client): Client;
}

/**
 * Registers jest hooks that start both before the tests of the enclosing file or `describe` block and close them
 * after; read the answer's fields inside tests.
 */
export function serveBesideFrappe(demoOptions: () => DemoServiceOptions = () => ({})): BesideFrappe {
  let frappe: TestServer | undefined;
  let demo: TestServer | undefined;
  beforeAll(async () => {
    frappe = await startServer({ mode: { kind: 'frappe-only' } });
    const { frappeRedisQueue, settings } = demoOptions();
    demo = await startServer({ mode: { kind: 'demo-only', frappeUrl: frappe.baseUrl, frappeRedisQueue }, settings });
  });
  afterAll(async () => {
    await demo?.close();
    await frappe?.close();
  });
  const started = (server: TestServer | undefined): TestServer => {
    if (!server) throw new Error('serveBesideFrappe: the servers start in beforeAll; read them inside tests');
    return server;
  };
  return {
    get frappe() {
      return started(frappe);
    },
    get demo() {
      return started(demo);
    },
    withSession(signedIn) {
      const client = new Client(started(demo).baseUrl);
      for (const [name, value] of signedIn.jar) client.jar.set(name, value);
      return client;
    },
  };
}
