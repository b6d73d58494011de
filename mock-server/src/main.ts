// Starts the mock-server: PORT (default 8000, Frappe's), HOST (default 127.0.0.1),
// DB_PATH (default <package>/data/tessera.sqlite). Other settings: see ./config.ts.

import path from 'node:path';
import { buildServer } from './server';

function port(): number {
  const raw = process.env.PORT ?? '8000';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return n;
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const dbPath = process.env.DB_PATH ?? path.join(__dirname, '..', 'data', 'tessera.sqlite');
  const app = await buildServer({ dbPath });
  const address = await app.listen({ port: port(), host });
  console.log(`mock-server listening on ${address} (database ${path.resolve(dbPath)})`);

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
