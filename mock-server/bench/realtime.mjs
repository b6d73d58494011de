#!/usr/bin/env node
// The realtime server under watchers: how long after a committed REST write its list_update reaches the other
// clients (50 and 500 sockets in doctype:Task), and the server's memory and CPU with 1,000 idle sockets.
// Prints figures; asserts nothing. Runs the built server (npm run build) on a fresh database.
// Usage: node mock-server/bench/realtime.mjs [writes=40]
//
// The watching sockets live in this one process, which shares the machine's cores with the server: an event
// for 500 sockets is also 500 deliveries to handle here, which the figures include. Latency is counted from the
// writer's answer (an event may arrive first: it is sent at commit, before the answer) and from its request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const writes = Number(process.argv[2] ?? 40);
const PORT = 5910;
const SITE = 'tessera.localhost';
const base = `http://127.0.0.1:${PORT}`;
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-realtime-bench-')), 'bench.sqlite');

const server = spawn(process.execPath, [path.join(packageDir, 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DB_PATH: dbPath, LOGIN_MAX_ATTEMPTS: '0' },
  stdio: 'ignore',
});
for (let attempt = 0; ; attempt += 1) {
  try {
    await fetch(`${base}/api/method/ping`);
    break;
  } catch {
    if (attempt > 100) throw new Error('the mock-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(usr) {
  const response = await fetch(`${base}/api/method/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usr, pwd: 'tessera-demo' }),
  });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const writerCookie = await signIn('admin@tessera.dev');
const watcherCookie = await signIn('editor@tessera.dev');

/** Opens `count` sockets of the watcher, in batches; resolves once each has handled a ping after subscribing. */
async function openSockets(count, subscribe) {
  const sockets = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, () => {
      const socket = io(`${base}/${SITE}`, {
        transports: ['websocket'],
        extraHeaders: { origin: base, cookie: watcherCookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => {
          if (subscribe) socket.emit('doctype_subscribe', 'Task');
          socket.once('pong', resolve);
          socket.emit('ping');
        });
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
const ms = (value) => `${value.toFixed(1)} ms`;

async function latency(watchers) {
  const sockets = await openSockets(watchers, true);
  const created = await fetch(`${base}/api/resource/Task`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: writerCookie },
    body: JSON.stringify({ subject: `realtime bench ${watchers}` }),
  });
  const task = (await created.json()).data.name;
  // The creation's own events first: every socket has them before the measured writes start.
  await Promise.all(
    sockets.map((socket) => new Promise((resolve) => (socket.once('pong', resolve), socket.emit('ping')))),
  );

  const fromAnswer = [];
  const fromRequest = [];
  const lastArrival = [];
  for (let i = 0; i < writes; i += 1) {
    const arrivals = sockets.map(
      (socket) => new Promise((resolve) => socket.once('list_update', () => resolve(performance.now()))),
    );
    const sent = performance.now();
    const response = await fetch(`${base}/api/resource/Task/${task}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: writerCookie },
      body: '{}',
    });
    await response.arrayBuffer();
    const answered = performance.now();
    const times = await Promise.all(arrivals);
    for (const at of times) {
      fromAnswer.push(at - answered);
      fromRequest.push(at - sent);
    }
    lastArrival.push(Math.max(...times) - answered);
  }
  for (const socket of sockets) socket.close();
  for (const list of [fromAnswer, fromRequest, lastArrival]) list.sort((a, b) => a - b);
  console.log(
    `  ${String(watchers).padStart(3)} watchers, ${writes} saves: from the answer p50 ${ms(percentile(fromAnswer, 0.5))}, p95 ${ms(percentile(fromAnswer, 0.95))}; ` +
      `from the request p50 ${ms(percentile(fromRequest, 0.5))}, p95 ${ms(percentile(fromRequest, 0.95))}; last socket p50 ${ms(percentile(lastArrival, 0.5))}, p95 ${ms(percentile(lastArrival, 0.95))}`,
  );
}

/** The server's resident memory (MB) and its CPU seconds so far, from /proc. */
function serverUsage() {
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuSeconds: ticks / 100 };
}

async function idle(count, seconds) {
  const before = serverUsage();
  const sockets = await openSockets(count, false);
  const connected = serverUsage();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = serverUsage();
  const cpu = ((after.cpuSeconds - connected.cpuSeconds) / seconds) * 100;
  console.log(
    `  ${count} idle sockets: RSS ${before.rssMb.toFixed(0)} MB before, ${connected.rssMb.toFixed(0)} MB connected ` +
      `(${(((connected.rssMb - before.rssMb) * 1024) / count).toFixed(1)} KB a socket), ${after.rssMb.toFixed(0)} MB after ${seconds} s idle; ` +
      `CPU while idle ${cpu.toFixed(1)}% of a core (socket.io's heartbeat every 25 s); connecting them took ${(connected.cpuSeconds - before.cpuSeconds).toFixed(1)} s of CPU`,
  );
  for (const socket of sockets) socket.close();
}

console.log('mock-server realtime (socket.io, websocket transport), on loopback:');
try {
  await latency(50);
  await latency(500);
  await idle(1000, 30);
} finally {
  server.kill('SIGTERM');
  process.exit(0);
}
