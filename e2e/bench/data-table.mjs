#!/usr/bin/env node
// The data tables with 10,000 tasks, in Chromium against the production builds: how long /data-table/default-sorted
// takes to draw its rows once the last batch of tasks has arrived, and how smoothly its virtual rows scroll.
// Each figure is the median of N cold runs, with the CPU at full speed and slowed down four times (CDP
// Emulation.setCPUThrottlingRate); the network is loopback. Prints figures; asserts nothing.
// Usage: node e2e/bench/data-table.mjs [runs=3] [scroll px per frame=600]  (after node scripts/build.mjs)
//
// Data: a fresh database (the server's sample data) topped up to 10,000 tasks by the mock-server's generator,
// served by scripts/serve-stack.mjs on ports 5160-5163 (mock-server 5860), so it runs beside the other benches;
// E2E_PORT_OFFSET moves them (as it does the browser tests' ports), for two checkouts benchmarking at once.
//
// Timing, on the page's own clock (performance.now()):
// - render: from the `responseEnd` of the last Task list request (the table reads its tasks in batches) to the
//   moment a body row is in the DOM (a MutationObserver installed before the app's scripts), and to the end of
//   the next painted frame;
// - scroll: the table's scrolling frame is moved 600 px a frame (or the step given) for 150 frames, as a fast
//   fling would; every frame's duration is recorded with requestAnimationFrame. Printed: the median and
//   95th-percentile frame, the frames over 50 ms (a visible hitch), and the rows in the DOM at the end (the
//   virtual rows keep it to those in view).
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { databaseWithTasks, median, signInContext, startStack } from './bench-kit.mjs';

const runs = Number(process.argv[2] ?? 3);
const SCROLL_STEP_PX = Number(process.argv[3] ?? 600);
if (!Number.isInteger(runs) || runs < 1 || !(SCROLL_STEP_PX > 0)) {
  console.error('Usage: node e2e/bench/data-table.mjs [runs=3] [scroll px per frame=600]');
  process.exit(2);
}
const TASKS = 10_000;
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0) {
  console.error('E2E_PORT_OFFSET must be a whole number ≥ 0');
  process.exit(2);
}
const PORTS = {
  host: 5160 + PORT_OFFSET,
  remotes: [5161, 5162, 5163].map((port) => port + PORT_OFFSET),
  mock: 5860 + PORT_OFFSET,
};
const base = `http://127.0.0.1:${PORTS.host}`;
const TABLE_PATH = '/data-table/default-sorted';
const CPU_RATES = [1, 4];
const WAIT_MS = 120_000;
const SCROLL_FRAMES = 150;
const HITCH_MS = 50;
const dbPath = path.join(os.tmpdir(), `tessera-bench-data-table${PORT_OFFSET ? `-${PORT_OFFSET}` : ''}.sqlite`);

/** Runs in the page before its scripts: stamps when the table's first body row is in the DOM, then painted. */
function stampRows() {
  const marks = { rendered: null, painted: null };
  window.__tableBench = marks;
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[role="region"][aria-label$="scrollable"] tbody tr[aria-rowindex]')) return;
    marks.rendered = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: the last Task list request's end, the row stamps and how many tasks were read. */
function readRender() {
  const lists = performance.getEntriesByType('resource').filter((entry) => /\/api\/resource\/Task\?/.test(entry.name));
  const lastEnd = Math.max(...lists.map((entry) => entry.responseEnd));
  return { dataEnd: Number.isFinite(lastEnd) ? lastEnd : null, requests: lists.length, ...window.__tableBench };
}

/** In the page: scrolls the table's frame a step each frame and records every frame's duration. */
function scrollAndTime({ frames, step }) {
  const frame = document.querySelector('[role="region"][aria-label$="scrollable"]');
  if (!frame) throw new Error('no scrolling table');
  return new Promise((resolve) => {
    const durations = [];
    let last = performance.now();
    let count = 0;
    const tick = (now) => {
      durations.push(now - last);
      last = now;
      count += 1;
      if (count > frames) {
        resolve({ durations, rowsInDom: frame.querySelectorAll('tbody tr').length, scrolledTo: frame.scrollTop });
        return;
      }
      frame.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      frame.scrollTop += step;
      requestAnimationFrame(tick);
    });
  });
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};

async function measureOnce(browser, cpuRate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInContext(context, base);
    const page = await context.newPage();
    await page.addInitScript(stampRows);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${base}${TABLE_PATH}`);
    await page.waitForFunction(() => window.__tableBench?.painted != null, null, { timeout: WAIT_MS, polling: 100 });
    const render = await page.evaluate(readRender);
    const scroll = await page.evaluate(scrollAndTime, { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX });
    const frames = scroll.durations.slice(1);
    return {
      rendered: render.rendered - render.dataEnd,
      painted: render.painted - render.dataEnd,
      requests: render.requests,
      frameMedian: median(frames),
      frameP95: percentile(frames, 0.95),
      hitches: frames.filter((duration) => duration > HITCH_MS).length,
      rowsInDom: scroll.rowsInDom,
      scrolledTo: scroll.scrolledTo,
    };
  } finally {
    await context.close();
  }
}

databaseWithTasks(dbPath, TASKS);
const { stack, ready } = startStack({ ports: PORTS, dbPath });
try {
  await ready;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  try {
    console.log(
      `Data table with ${TASKS.toLocaleString('en')} tasks (${TABLE_PATH}), scrolled ${SCROLL_STEP_PX} px a frame, median of ${runs} cold runs:`,
    );
    console.log('CPU   rows drawn   painted   batches   frame p50   frame p95   frames > 50 ms   rows in DOM');
    for (const rate of CPU_RATES) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, rate));
      const pick = (key) => median(results.map((result) => result[key]));
      const ms = (value) => `${Math.round(value)} ms`;
      console.log(
        [
          `×${rate}`.padEnd(5),
          ms(pick('rendered')).padStart(10),
          ms(pick('painted')).padStart(9),
          String(pick('requests')).padStart(9),
          ms(pick('frameMedian')).padStart(11),
          ms(pick('frameP95')).padStart(11),
          `${pick('hitches')} of ${SCROLL_FRAMES}`.padStart(16),
          String(pick('rowsInDom')).padStart(13),
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  stack.kill('SIGTERM');
}
