#!/usr/bin/env node
// Where a first screen's main-thread time goes: loads one page cold in Chromium against the production builds
// (CPU x1 unless --cpu, a live session for app pages) with the V8 CPU profiler on, from navigation to the screen's
// element, and prints the self time per script file and the heaviest functions. Build with SOURCE_MAPS=1 to read
// the functions' original names in a profiler; the file totals need no maps. Prints figures; asserts nothing.
// `--warm` profiles a returning user's visit instead: the same context's third load (the files in the HTTP cache
// with their compiled code, the persisted query cache written), as first-screens-ab.mjs times it.
// `--cpu 4` throttles the profiled load (CDP), as the other first-load scripts do. `/projects/all`'s first row is
// the app's own (a picture of the last screen drawn before it, host/src/last-screen/, is timed apart).
// Usage: node e2e/bench/first-load-profile.mjs [path=/projects/all] [selector] [--warm] [--cpu 1]
// (after node scripts/build.mjs)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import {
  LIVE_TASK_ROW,
  PICTURE_TASK_ROW,
  signInContext,
  stampElements,
  startStack,
  visitBefore,
} from './bench-kit.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { warm: { type: 'boolean' }, cpu: { type: 'string', default: '1' } },
});
const pagePath = positionals[0] ?? '/projects/all';
const selector = positionals[1] ?? LIVE_TASK_ROW;
// Moved by E2E_PORT_OFFSET like the browser tests' ports, so two checkouts can profile at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = { host: 5070 + offset, remotes: [5071 + offset, 5072 + offset, 5073 + offset], mock: 5870 + offset };
const base = `http://127.0.0.1:${PORTS.host}`;

function fileOf(url) {
  if (!url) return '(native / GC / idle)';
  const { port, pathname } = new URL(url);
  const origin = { [PORTS.host]: 'host', [PORTS.remotes[0]]: 'projects', [PORTS.remotes[1]]: 'apps' }[port];
  return `${origin ?? port}${pathname}`;
}

const { stack, ready } = startStack({
  ports: PORTS,
  dbPath: path.join(os.tmpdir(), `tessera-profile-${PORTS.host}.sqlite`),
});
try {
  await ready;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const context = await browser.newContext();
  await context.addInitScript(stampElements, [
    ['screen', selector],
    ['picture', PICTURE_TASK_ROW],
  ]);
  if (!pagePath.startsWith('/session')) await signInContext(context, base);
  if (values.warm) {
    const persists = !pagePath.startsWith('/session');
    await visitBefore(context, base + pagePath, selector, { persists, pictures: persists });
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const cpuRate = Number(values.cpu);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(base + pagePath);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  const wall = Date.now() - started;
  const { screen: element, picture } = await page.evaluate(() => window.__elementsAt);
  const elementAt = element?.dom;
  const { profile } = await cdp.send('Profiler.stop');
  const resources = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      // 0: from the HTTP cache without asking; a few hundred bytes: a 304.
      transferred: entry.transferSize,
    })),
  );

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  const perFile = new Map();
  const perFunction = new Map();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    const file = callFrame.url ? fileOf(callFrame.url) : `(${name})`;
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
    const key = `${file} ${name}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + ms);
  }
  const busy = [...perFile].filter(([file]) => file !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `${pagePath}${values.warm ? ' (warm)' : ''}, CPU x${cpuRate}: element at ${elementAt?.toFixed(0)} ms from navigation start, ` +
      `${wall} ms wall (Playwright); main thread busy ${busy.toFixed(0)} ms`,
  );
  if (picture) {
    const frame = picture.frame === null ? '' : `, its frame begun at ${picture.frame.toFixed(0)} ms`;
    console.log(`the picture of the last screen: its first row at ${picture.dom.toFixed(0)} ms${frame}`);
  }
  console.log('self time per file:');
  for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
  }
  console.log('heaviest functions (self time):');
  for (const [key, ms] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  }
  if (process.env.STACKS_OF) {
    // Which call paths lead to a function (STACKS_OF="file.js:line:col"), by self time.
    const parentOf = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const stacks = new Map();
    for (const [id, ms] of selfMs) {
      const { callFrame } = byId.get(id);
      if (
        `${fileOf(callFrame.url)}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}` !== process.env.STACKS_OF
      )
        continue;
      const frames = [];
      for (let at = parentOf.get(id); at !== undefined && frames.length < 12; at = parentOf.get(at)) {
        const frame = byId.get(at).callFrame;
        frames.push(
          `${frame.functionName || '(anon)'}@${fileOf(frame.url).split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
        );
      }
      const key = frames.join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + ms);
    }
    for (const [key, ms] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${ms.toFixed(1)} ms  ${key}`);
  }
  console.log('requests (ms from navigation start: requested → answered, bytes transferred):');
  for (const { url, start, end, transferred } of resources) {
    const { pathname, search } = new URL(url);
    console.log(
      `  ${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)} ${String(transferred).padStart(7)}  ${fileOf(url).split('/')[0]}${pathname}${search.slice(0, 60)}`,
    );
  }
  console.log('main thread per 50 ms (busy ms, the file with the most self time):');
  const startTime = profile.startTime;
  const buckets = new Map();
  let at = startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i] ?? 0;
    const { callFrame } = byId.get(profile.samples[i]);
    const file = callFrame.url ? fileOf(callFrame.url) : `(${callFrame.functionName})`;
    if (file === '((idle))' || file === '((program))') continue;
    const bucket = Math.floor((at - startTime) / 50_000);
    const counts = buckets.get(bucket) ?? new Map();
    counts.set(file, (counts.get(file) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    buckets.set(bucket, counts);
  }
  for (const [bucket, counts] of [...buckets].sort((a, b) => a[0] - b[0])) {
    const total = [...counts.values()].reduce((sum, ms) => sum + ms, 0);
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    console.log(`  ${String(bucket * 50).padStart(5)} ms  ${total.toFixed(0).padStart(3)} ms busy  ${top[0]}`);
  }
  await browser.close();
} finally {
  stack.kill();
}
