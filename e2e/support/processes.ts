import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const serveStatic = path.join(repoRoot, 'build-presets', 'serve-static.mjs');
const mockServerMain = path.join(repoRoot, 'mock-server', 'dist', 'main.js');

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within 10 s`);
}

const answers = (url: string) => () =>
  fetch(url).then(
    () => true,
    () => false,
  );

/** Serves one app's dist/ (or `dir`) on a port, like a real deployment of that app alone. */
export async function serveApp(
  app: string,
  port: number,
  extraArgs: string[] = [],
  dir = path.join(repoRoot, app, 'dist'),
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serveStatic, '--dir', dir, '--port', String(port), ...extraArgs], {
    stdio: 'ignore',
  });
  await waitUntil(answers(`http://127.0.0.1:${port}/`), `${app} answering on ${port}`);
  return child;
}

export async function stopApp(child: ChildProcess, port: number): Promise<void> {
  child.kill('SIGTERM');
  await waitUntil(() => answers(`http://127.0.0.1:${port}/`)().then((up) => !up), `port ${port} closing`);
}

/** An environment remotes.json with the given remote entries moved to the given ports. */
export function writeRemotesFile(ports: Record<string, number>): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { entry: string }>;
  };
  for (const [name, port] of Object.entries(ports)) {
    const remote = manifest.remotes[name];
    if (!remote) throw new Error(`host/dist/remotes.json names no remote ${name}`);
    remote.entry = `http://127.0.0.1:${port}/mf-manifest.json`;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-')), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  return file;
}

/**
 * A mock-server of its own on a fresh database (MOCK_MODE and the rest in `env`), answering once started.
 * It accepts writes from pages of `pageOrigin` only, as behind that host's proxy.
 */
export async function startMockServer(
  port: number,
  pageOrigin: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-db-')), 'mock.sqlite');
  const child = spawn(process.execPath, [mockServerMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      ALLOWED_ORIGINS: pageOrigin,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_MAX_ATTEMPTS: '50',
      ...env,
    },
    stdio: 'ignore',
  });
  await waitUntil(answers(`http://127.0.0.1:${port}/`), `mock-server answering on ${port}`);
  return child;
}
