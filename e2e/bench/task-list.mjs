#!/usr/bin/env node
// The task list against a large database: 10,000 generated tasks (plus the sample data), served by the
// production builds. Prints figures; asserts nothing. Usage: node e2e/bench/task-list.mjs [runs=5]
//
// 1. Time to the first task row of /projects/all: median of N cold runs (fresh browser context, HTTP cache
//    cleared, signed in through the API first), at full CPU speed and slowed down four times, on the page's own
//    clock (a MutationObserver stamps performance.now() when the first row is in the DOM, as first-load.mjs does).
//    Also: the same row timed from its first Task read (the grouped count) was sent, i.e. the list itself without
//    the app starting; and the Task requests sent before that row, with the bytes of their answers.
// 2. Scrolling: the first group opened three pages further ("Show more" three times), then the page scrolled
//    from top to bottom by a fixed step per animation frame while requestAnimationFrame records each frame's
//    length. A frame longer than 1.5 frame budgets (16.7 ms at 60 Hz) counts its extra budgets as dropped.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { generateTasks, median, removeDatabase, showMoreTasks, signInContext, startStack } from './bench-kit.mjs';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: node e2e/bench/task-list.mjs [runs=5]');
  process.exit(2);
}
const PORTS = { host: 5200, remotes: [5201, 5202, 5203], mock: 5820 };
const base = `http://127.0.0.1:${PORTS.host}`;
const TASKS = 10_000;
const CPU_RATES = [1, 4];
const WAIT_MS = 60_000;
const ROW_SELECTOR = 'table[aria-label="Tasks"] tbody tr[data-task]';
const SHOW_MORE_CLICKS = 3;
const SCROLL_STEP_PX = 40;
const FRAME_MS = 1000 / 60;
const dbPath = path.join(os.tmpdir(), 'tessera-bench-task-list.sqlite');

const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function makeDatabase() {
  removeDatabase(dbPath);
  const total = generateTasks(dbPath, TASKS);
  console.log(`[bench] ${dbPath}: ${total} tasks`);
}

/** Runs in the page before its scripts: stamps the moment the first task row is in the DOM. */
function stampFirstRow(selector) {
  window.__firstRow = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function signedInPage(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInContext(context, base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/** One cold load: ms to the first row, and the Task reads (count, bytes) finished before it. */
async function firstRow(browser, rate) {
  const { context, page, cdp } = await signedInPage(browser, rate);
  try {
    const taskUrls = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const url = new URL(response.url);
      if (url.pathname === '/api/resource/Task' || url.pathname.endsWith('frappe.client.get_count'))
        taskUrls.set(requestId, url);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (taskUrls.has(requestId)) finished.push(encodedDataLength);
    });
    await page.addInitScript(stampFirstRow, ROW_SELECTOR);
    await page.goto(`${base}/projects/all`, { waitUntil: 'commit', timeout: WAIT_MS });
    await page.locator(ROW_SELECTOR).first().waitFor({ state: 'attached', timeout: WAIT_MS });
    const cut = finished.length;
    // On the page's clock: the first row, and when its first Task read (the grouped count) was sent.
    const { time, firstRead } = await page.evaluate(() => ({
      time: window.__firstRow,
      firstRead:
        performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/resource/Task')
          ?.startTime ?? null,
    }));
    return {
      time,
      afterFirstRead: firstRead === null ? null : time - firstRead,
      taskRequests: cut,
      taskBytes: finished.slice(0, cut).reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** Scrolls the list's scroll container top to bottom, a step per frame, recording every frame's length. */
function scrollAndRecord({ step, selector }) {
  const table = document.querySelector(selector)?.closest('table');
  let scroller = table?.parentElement ?? null;
  while (
    scroller &&
    !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))
  )
    scroller = scroller.parentElement;
  const target = scroller ?? document.scrollingElement;
  target.scrollTop = 0;
  return new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      const before = target.scrollTop;
      target.scrollTop = before + step;
      if (target.scrollTop === before) resolve({ frames, height: target.scrollHeight });
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}

async function scrolling(browser, rate) {
  const { context, page } = await signedInPage(browser, rate);
  try {
    await page.goto(`${base}/projects/all`, { timeout: WAIT_MS });
    await showMoreTasks(page, ROW_SELECTOR, SHOW_MORE_CLICKS, WAIT_MS);
    const rows = page.locator(ROW_SELECTOR);
    const loaded = await rows.count();
    const { frames, height } = await page.evaluate(scrollAndRecord, { step: SCROLL_STEP_PX, selector: ROW_SELECTOR });
    const dropped = frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / FRAME_MS) - 1), 0);
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      loaded,
      height,
      frames: frames.length,
      dropped,
      longest: sorted.at(-1) ?? 0,
      p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    };
  } finally {
    await context.close();
  }
}

makeDatabase();
const { stack, ready } = startStack({ ports: PORTS, dbPath });
const stopStack = () => stack.exitCode === null && stack.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopStack();
    process.exit(130);
  });
}

let browser;
try {
  await ready;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  await firstRow(browser, 1).catch(() => {}); // unmeasured: the servers' first-request costs

  const results = new Map(CPU_RATES.map((rate) => [rate, []]));
  for (let run = 0; run < runs; run += 1)
    for (const rate of CPU_RATES) {
      try {
        results.get(rate).push(await firstRow(browser, rate));
      } catch (error) {
        console.error(`[bench] first row, CPU x${rate}, run ${run + 1}: ${error.message.split('\n')[0]}`);
      }
    }

  console.log(`\n/projects/all with ${TASKS.toLocaleString('en-US')} generated tasks, median of ${runs} cold runs`);
  for (const rate of CPU_RATES) {
    const list = results.get(rate);
    console.log(
      `  first task row, CPU x${rate}: ${ms(median(list.map((run) => run.time)))} from navigation,` +
        ` ${ms(median(list.map((run) => run.afterFirstRead)))} from its first Task read` +
        `  (Task requests before it: ${median(list.map((run) => run.taskRequests)) ?? 'n/a'},` +
        ` ${kib(median(list.map((run) => run.taskBytes)) ?? 0)} as transferred)`,
    );
  }

  console.log(`\nscrolling /projects/all after "Show more" x${SHOW_MORE_CLICKS}, ${SCROLL_STEP_PX} px per frame`);
  for (const rate of CPU_RATES) {
    try {
      const result = await scrolling(browser, rate);
      console.log(
        `  CPU x${rate}: ${result.loaded} rows (${result.height} px), ${result.frames} frames,` +
          ` ${result.dropped} dropped, longest ${result.longest.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      );
    } catch (error) {
      console.error(`[bench] scrolling, CPU x${rate}: ${error.message.split('\n')[0]}`);
    }
  }
} catch (error) {
  console.error(`[bench] task-list could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  stopStack();
}
