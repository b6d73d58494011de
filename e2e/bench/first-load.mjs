#!/usr/bin/env node
// First-visit figures in Chromium against the production builds (each app on its own origin, gzip on):
// time to the sign-in form, time from "Sign in" to the task table, and bytes fetched per origin.
// Prints figures; asserts nothing. Usage: node e2e/bench/first-load.mjs [runs=5]
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Number(process.argv[2] ?? 5);
const PORTS = { host: 5000, remotes: [5001, 5002, 5003], mock: 5800 };
const base = `http://127.0.0.1:${PORTS.host}`;

const stack = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'scripts', 'serve-stack.mjs'),
    '--quiet',
    '--fresh-db',
    '--host-port',
    String(PORTS.host),
    '--remote-ports',
    PORTS.remotes.join(','),
    '--mock-port',
    String(PORTS.mock),
    '--db',
    path.join(os.tmpdir(), 'tessera-bench.sqlite'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BACKEND_URL: '', LOGIN_MAX_ATTEMPTS: '1000' } },
);
await new Promise((resolve, reject) => {
  stack.stdout.on('data', (chunk) => String(chunk).includes('is running at') && resolve());
  stack.on('exit', () => reject(new Error('the stack did not start')));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { signInForm: [], signInToTasks: [], bytes: [] };

try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesByOrigin = new Map();
    const urls = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const origin = new URL(urls.get(requestId) ?? base).origin;
      bytesByOrigin.set(origin, (bytesByOrigin.get(origin) ?? 0) + encodedDataLength);
    });

    let started = performance.now();
    await page.goto(`${base}/session/signin`);
    await page.getByLabel('Email').waitFor();
    results.signInForm.push(performance.now() - started);

    await page.getByLabel('Email').fill('admin@tessera.dev');
    await page.getByLabel('Password').fill('tessera-demo');
    started = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1).waitFor();
    results.signInToTasks.push(performance.now() - started);
    results.bytes.push(bytesByOrigin);
    await context.close();
  }
} finally {
  await browser.close();
  stack.kill('SIGTERM');
}

console.log(`first load, median of ${runs} cold runs (fresh browser context each):`);
console.log(`  sign-in form visible          ${median(results.signInForm).toFixed(0)} ms`);
console.log(`  "Sign in" -> task table       ${median(results.signInToTasks).toFixed(0)} ms`);
const names = {
  [PORTS.host]: 'host (+ /api)',
  [PORTS.remotes[0]]: 'remote-projects',
  [PORTS.remotes[1]]: 'remote-apps',
  [PORTS.remotes[2]]: 'remote-template-kits',
};
let total = 0;
for (const [origin, bytes] of [...results.bytes[0].entries()].sort()) {
  total += bytes;
  console.log(`  bytes from ${(names[new URL(origin).port] ?? origin).padEnd(22)} ${(bytes / 1024).toFixed(1)} KiB`);
}
console.log(`  bytes in all                       ${(total / 1024).toFixed(1)} KiB (first run, as transferred)`);
