// The built server is whole: built (scripts/build.mjs) into a folder of its own, away from src/, with only
// the dependencies beside it as a deployment of dist/ has them, and started with node, it serves the shop's
// pictures, which it reads from files beside its compiled code.

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from './helpers/server';

const PACKAGE_DIR = path.join(__dirname, '..');
/** Compiling the whole server takes a few seconds, more on a loaded machine. */
const BUILD_TIMEOUT_MS = 120_000;

let deployment: string;
let server: ChildProcess | null = null;

beforeAll(() => {
  deployment = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-mock-dist-'));
  execFileSync(
    process.execPath,
    [path.join(PACKAGE_DIR, 'scripts', 'build.mjs'), '--out-dir', path.join(deployment, 'dist')],
    {
      stdio: 'pipe',
    },
  );
  fs.symlinkSync(path.join(PACKAGE_DIR, 'node_modules'), path.join(deployment, 'node_modules'), 'dir');
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  const running = server;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill();
    await exited;
  }
  fs.rmSync(deployment, { recursive: true, force: true });
});

/** Starts `node dist/main.js` of the deployment on a free port; its address once it says it listens. */
function startBuiltServer(): Promise<string> {
  const child = spawn(process.execPath, [path.join(deployment, 'dist', 'main.js')], {
    cwd: deployment,
    env: { ...process.env, PORT: '0', DB_PATH: path.join(deployment, 'data', 'test.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the built server exited (${code}): ${output}`)));
  });
}

it('serves a product picture from the built folder alone', async () => {
  expect(fs.existsSync(path.join(deployment, 'src'))).toBe(false);
  const pictures = JSON.parse(
    fs.readFileSync(path.join(PACKAGE_DIR, 'src', 'demo', 'apps', 'ecommerce', 'pictures', 'pictures.json'), 'utf8'),
  ) as Record<string, { file: string }[]>;
  const file = Object.values(pictures)[0]?.[0]?.file;
  if (!file) throw new Error('pictures.json lists no picture');

  const baseUrl = await startBuiltServer();
  const res = await new Client(baseUrl).get(`/api/ecommerce/files/${file}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.text).toBe(
    fs.readFileSync(path.join(PACKAGE_DIR, 'src', 'demo', 'apps', 'ecommerce', 'pictures', file), 'utf8'),
  );
  // What src/ holds for drawing the pictures is not shipped.
  expect(fs.readdirSync(path.join(deployment, 'dist', 'demo', 'apps', 'ecommerce', 'pictures'))).not.toContain(
    'draw-pictures.mjs',
  );
});
