#!/usr/bin/env node
// Throughput and latency of the mock-server's busiest read (the task list with the 15 task fields) and of
// one write, over real HTTP on loopback with a fresh database. Prints figures; asserts nothing.
// Usage: node mock-server/bench/api-throughput.mjs [seconds=5] [concurrency=50]
//
// The load generator shares the machine's cores with the server, so it is kept light: node:http with keep-alive
// sockets (fetch costs the client about half again as much per request). Each measure starts with a warm-up of
// WARM_UP_MS that is not counted (the server's JIT and first reads), as load tools do.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import contracts from 'tessera-contracts';

const { TASK_LIST_FIELDS } = contracts;

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 50);
const WARM_UP_MS = 2000;
const PORT = 5900;
const url = (p) => `http://127.0.0.1:${PORT}${p}`;
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-api-bench-')), 'bench.sqlite');

const server = spawn(process.execPath, [path.join(packageDir, 'dist', 'main.js')], {
  // Lock-out off: the login burst below signs in many times from one address.
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DB_PATH: dbPath, LOGIN_MAX_ATTEMPTS: '0' },
  stdio: 'ignore',
});
for (let attempt = 0; ; attempt += 1) {
  try {
    await fetch(url('/api/method/ping'));
    break;
  } catch {
    if (attempt > 100) throw new Error('the mock-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const login = await fetch(url('/api/method/login'), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usr: 'admin@tessera.dev', pwd: 'tessera-demo' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

const fields = TASK_LIST_FIELDS;
const taskList = url(`/api/resource/Task?fields=${encodeURIComponent(JSON.stringify(fields))}&limit_page_length=20`);

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One request on the shared keep-alive sockets; resolves with the status once the whole body has arrived. */
function send(target, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { cookie, ...(body ? { 'content-type': 'application/json' } : {}) };
    const request = http.request(target, { method, agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function measure(label, request) {
  const latencies = [];
  const counted = performance.now() + WARM_UP_MS;
  const deadline = counted + seconds * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await request();
        if (started < counted) continue;
        if (status >= 400) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))].toFixed(1);
  console.log(
    `  ${label.padEnd(34)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   failures ${failures}`,
  );
}

console.log(
  `mock-server, ${concurrency} concurrent clients, ${seconds} s each after a ${WARM_UP_MS / 1000} s warm-up:`,
);
try {
  await measure('GET Task list (15 fields, 20 rows)', () => send(taskList));
  await measure('GET get_logged_user', () => send(url('/api/method/frappe.auth.get_logged_user')));
  await measure('POST /api/todo/add', () =>
    send(url('/api/todo/add'), { method: 'POST', body: JSON.stringify({ title: 'Benchmark todo' }) }),
  );
  await loginBurst(200);
} finally {
  server.kill('SIGTERM');
}

/** `count` sign-ins at once (right, wrong and unknown-user passwords) while another client pings. */
async function loginBurst(count) {
  const pings = [];
  let burstDone = false;
  const pinger = (async () => {
    while (!burstDone) {
      const started = performance.now();
      await (await fetch(url('/api/method/ping'))).arrayBuffer();
      pings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const passwords = ['tessera-demo', 'wrong-password'];
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const usr = i % 3 === 2 ? `nobody-${i}@tessera.dev` : 'editor@tessera.dev';
      const response = await fetch(url('/api/method/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usr, pwd: passwords[i % 2] }),
      });
      await response.arrayBuffer();
    }),
  );
  const took = performance.now() - started;
  burstDone = true;
  await pinger;
  pings.sort((a, b) => a - b);
  const at = (q) => pings[Math.min(pings.length - 1, Math.floor(pings.length * q))].toFixed(1);
  console.log(
    `  ${count} concurrent sign-ins: all answered in ${(took / 1000).toFixed(1)} s; meanwhile ${pings.length} pings, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
}
