import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const serveStatic = path.join(repoRoot, 'build-presets', 'serve-static.mjs');

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

/** Serves one app's dist/ on a port, like a real deployment of that app alone. */
export async function serveApp(app: string, port: number, extraArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [serveStatic, '--dir', path.join(repoRoot, app, 'dist'), '--port', String(port), ...extraArgs],
    {
      stdio: 'ignore',
    },
  );
  await waitUntil(answers(`http://127.0.0.1:${port}/`), `${app} answering on ${port}`);
  return child;
}

export async function stopApp(child: ChildProcess, port: number): Promise<void> {
  child.kill('SIGTERM');
  await waitUntil(() => answers(`http://127.0.0.1:${port}/`)().then((up) => !up), `port ${port} closing`);
}

/** An environment remotes.json with the given remote entries moved to the given ports. */
export function writeRemotesFile(ports: Record<string, number>): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8')) as Record<
    string,
    { entry: string }
  >;
  for (const [name, port] of Object.entries(ports)) {
    const remote = manifest[name];
    if (!remote) throw new Error(`host/dist/remotes.json names no remote ${name}`);
    remote.entry = `http://127.0.0.1:${port}/mf-manifest.json`;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-')), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  return file;
}
