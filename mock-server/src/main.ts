// Starts the mock-server: PORT (default 8000, Frappe's), HOST (default 127.0.0.1),
// DB_PATH (default <package>/data/tessera.sqlite), MOCK_MODE (full, frappe-only, or demo-only with
// FRAPPE_URL, the site whose sessions it trusts, and optionally FRAPPE_REDIS_QUEUE with SITE_NAME, the site's
// redis_queue and name, for its live events). Other settings: see ./config.ts.

import path from 'node:path';
import { buildServer, type ServerMode } from './server';

function port(): number {
  const raw = process.env.PORT ?? '8000';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return n;
}

function mode(): ServerMode {
  const kind = process.env.MOCK_MODE ?? 'full';
  if (kind === 'full' || kind === 'frappe-only') return { kind };
  if (kind === 'demo-only') {
    const frappeUrl = process.env.FRAPPE_URL ?? '';
    if (!/^https?:\/\//.test(frappeUrl))
      throw new Error('MOCK_MODE=demo-only needs FRAPPE_URL, the Frappe site (http(s)://…)');
    const frappeRedisQueue = process.env.FRAPPE_REDIS_QUEUE || undefined;
    if (frappeRedisQueue === undefined) return { kind, frappeUrl };
    if (!/^rediss?:\/\/[^/]/.test(frappeRedisQueue))
      throw new Error(
        `FRAPPE_REDIS_QUEUE must be a Redis URL such as redis://127.0.0.1:11000, got "${frappeRedisQueue}"`,
      );
    // The default site name would publish to a namespace the real site's sockets may not be in, silently.
    if (!process.env.SITE_NAME)
      throw new Error("FRAPPE_REDIS_QUEUE needs SITE_NAME, the Frappe site's name (its folder under sites/)");
    return { kind, frappeUrl, frappeRedisQueue };
  }
  throw new Error(`MOCK_MODE must be full, frappe-only or demo-only, got "${kind}"`);
}

function demoOnlyDescription(serverMode: Extract<ServerMode, { kind: 'demo-only' }>): string {
  const live = serverMode.frappeRedisQueue
    ? `live events through Redis at ${new URL(serverMode.frappeRedisQueue).host} to site ${process.env.SITE_NAME}`
    : 'no live events: FRAPPE_REDIS_QUEUE is not set';
  return `demo API, users from ${serverMode.frappeUrl}, ${live}`;
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const dbPath = process.env.DB_PATH ?? path.join(__dirname, '..', 'data', 'tessera.sqlite');
  const serverMode = mode();
  const app = await buildServer({ dbPath, mode: serverMode });
  const address = await app.listen({ port: port(), host });
  const what = serverMode.kind === 'demo-only' ? demoOnlyDescription(serverMode) : serverMode.kind;
  console.log(`mock-server (${what}) listening on ${address} (database ${path.resolve(dbPath)})`);

  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
