#!/usr/bin/env node
// The kanban board with 2,000 generated tasks, in Chromium against the production builds: how long the board
// takes to draw once its data has arrived, and how long a card moved to another column (by drag and by the
// Move menu) takes to show in its new place. Each figure is the median of N cold runs, with the CPU at full
// speed and slowed down four times (CDP Emulation.setCPUThrottlingRate); the network is loopback.
// Prints figures; asserts nothing. Usage: node e2e/bench/kanban.mjs [runs=5] [other checkout…]
// (after node scripts/build.mjs, in each checkout). With other checkouts (each built), every run measures each
// build in turn, in an order that rotates from run to run, so the machine's changing speed falls on all alike.
//
// Data: a fresh database (the server's sample data) plus 2,000 tasks from the mock-server's generator, served by
// scripts/serve-stack.mjs on ports 5100-5103 (mock-server 5810), the other checkouts' on the next tens (5110-5113
// and 5820, …), so it runs beside first-load.mjs; the E2E_PORT_OFFSET environment variable moves them (and the
// database files), as it does the browser tests'.
//
// Timing, on the page's own clock (performance.now()):
// - render: from the `responseEnd` of the Task list request (PerformanceResourceTiming) to the moment the last
//   column's first card is in the DOM (a MutationObserver installed before the app's scripts), and to the end
//   of the next painted frame (a message posted from its requestAnimationFrame: style and layout included);
// - move: from the drop (the first `drop`/`pointerup`/`mouseup` event, listened to in capture phase) or from the
//   Enter on the menu item (`keydown`, capture phase) to the moment the card is in the target column (a
//   MutationObserver on that column), and to the next painted frame; separately, the server round-trip of the
//   PUTs the move sent (from the first one's start to the last one's end, as Playwright's request timing
//   reports them).
// Waiting is done with a cheap check each frame: Playwright's role queries over 2,000 cards would take the page's
// main thread for tens of milliseconds each and land in the figures.
// Heap (after a forced garbage collection) and DOM node count come from CDP after the board is drawn.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { measureAlternated, median, repoRoot, reportLoadAndFailures, signInContext } from './bench-kit.mjs';

const [runsArg = '5', ...otherCheckouts] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: node e2e/bench/kanban.mjs [runs=5] [other checkout…]');
  process.exit(2);
}
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  console.error('E2E_PORT_OFFSET must be a whole number ≥ 0');
  process.exit(2);
}
const TASKS = 2000; // on the board in all: the sample data plus generated ones
/** This checkout's build first, then the others', each on ports and a database of its own. */
const builds = [repoRoot, ...otherCheckouts.map((checkout) => path.resolve(checkout))].map((checkout, index) => {
  const first = 5100 + 10 * index + offset;
  const ports = { host: first, remotes: [first + 1, first + 2, first + 3], mock: 5810 + 10 * index + offset };
  return {
    checkout,
    ports,
    base: `http://127.0.0.1:${ports.host}`,
    dbPath: path.join(os.tmpdir(), `tessera-bench-kanban-${ports.host}.sqlite`),
  };
});
const BOARD_PATH = '/kanban/all';
const CPU_RATES = [1, 4];
const WAIT_MS = 60_000;
const FROM_COLUMN = 'Open';
const TO_COLUMN = 'Working';

/**
 * Runs in the page before its scripts: stamps `performance.now()` when the last column has a card (the board
 * draws its columns in one commit, so every column is in the DOM then), and again after the next frame is
 * painted (a message posted from that frame's requestAnimationFrame runs once it is painted).
 */
function stampBoard() {
  const marks = { rendered: null, painted: null };
  window.__kanbanBench = marks;
  new MutationObserver((_records, observer) => {
    const sections = document.querySelectorAll('section[aria-labelledby]');
    const last = sections[sections.length - 1];
    if (last && last.querySelector('li[data-card-name]')) {
      marks.rendered = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          marks.painted = performance.now();
        };
        channel.port2.postMessage(null);
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: the Task list request's end and the board's stamp. */
function readRender() {
  const list = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/api\/resource\/Task\?/.test(entry.name))
    .pop();
  const { rendered, painted } = window.__kanbanBench;
  return { responseEnd: list?.responseEnd ?? null, rendered, painted };
}

/**
 * In the page: arms the stamps of one move: the user's action (the first of `events`, capture phase) and the
 * moment card `name` is in the column headed `column`.
 */
function armMove({ name, column, events }) {
  const marks = { action: null, shown: null, painted: null };
  window.__kanbanMove = marks;
  const section = [...document.querySelectorAll('section[aria-labelledby]')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === column,
  );
  const onAction = () => {
    if (marks.action === null) marks.action = performance.now();
  };
  for (const type of events) window.addEventListener(type, onAction, { capture: true, once: true });
  new MutationObserver((_records, observer) => {
    if (section.querySelector(`li[data-card-name="${CSS.escape(name)}"]`)) {
      marks.shown = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          marks.painted = performance.now();
        };
        channel.port2.postMessage(null);
      });
    }
  }).observe(section, { childList: true, subtree: true });
}

const column = (page, name) => page.getByRole('region', { name, exact: true });

/** Collects the Task PUTs the page sends from now on; `done()` waits for them to settle after the move. */
function recordSaves(page) {
  const saves = [];
  const onRequest = (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/resource/Task/')) saves.push(request);
  };
  page.on('request', onRequest);
  return {
    async done() {
      // A move sends its PUTs at once (one, or a column's renumbering in parallel): wait for them all.
      await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => {});
      page.off('request', onRequest);
      const finished = await Promise.all(
        saves.map(async (request) => {
          const response = await request.response();
          await response?.finished();
          return { request, response };
        }),
      );
      if (finished.length === 0) return { count: 0, roundTrip: null, failed: 0 };
      // Playwright's timing: startTime is wall-clock ms, responseEnd is relative to it.
      const start = Math.min(...finished.map(({ request }) => request.timing().startTime));
      const end = Math.max(...finished.map(({ request }) => request.timing().startTime + request.timing().responseEnd));
      const failed = finished.filter(({ response }) => !response || !response.ok()).length;
      return { count: finished.length, roundTrip: end - start, failed };
    },
  };
}

async function readMove(page) {
  await page.waitForFunction(() => window.__kanbanMove.painted !== null, null, { timeout: WAIT_MS });
  const { action, shown, painted } = await page.evaluate(() => window.__kanbanMove);
  return action === null ? { shown: null, painted: null } : { shown: shown - action, painted: painted - action };
}

/** Drags the first card of FROM_COLUMN with the mouse into the middle of TO_COLUMN's visible cards. */
async function dragMove(page) {
  const card = column(page, FROM_COLUMN).locator('li[data-card-name]').first();
  const name = await card.getAttribute('data-card-name');
  const from = await card.boundingBox();
  const list = await column(page, TO_COLUMN).getByRole('list').boundingBox();
  const target = { x: list.x + list.width / 2, y: list.y + Math.min(list.height, 400) / 2 + 7 };
  await page.evaluate(armMove, { name, column: TO_COLUMN, events: ['drop', 'pointerup', 'mouseup'] });
  const saves = recordSaves(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 2 });
  await page.mouse.move(target.x, target.y, { steps: 5 });
  await page.mouse.up();
  const times = await readMove(page);
  return { ...times, ...(await saves.done()) };
}

/** Moves the first card of FROM_COLUMN to TO_COLUMN by keyboard: its Move button, the menu, arrows, Enter. */
async function keyboardMove(page) {
  const card = column(page, FROM_COLUMN).locator('li[data-card-name]').first();
  const name = await card.getAttribute('data-card-name');
  await card.locator('button[data-part="move"]').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor({ state: 'visible', timeout: WAIT_MS });
  const enabled = menu.locator('[role="menuitem"]:not([aria-disabled="true"])');
  await menu.locator('[role="menuitem"][data-highlighted]').waitFor({ timeout: WAIT_MS });
  const labels = (await enabled.allTextContents()).map((label) => label.trim());
  const target = menu.getByRole('menuitem', { name: TO_COLUMN, exact: true });
  for (let step = 0; step < labels.indexOf(TO_COLUMN); step += 1) await page.keyboard.press('ArrowDown');
  await target.and(menu.locator('[data-highlighted]')).waitFor({ timeout: WAIT_MS });
  await page.evaluate(armMove, { name, column: TO_COLUMN, events: ['keydown'] });
  const saves = recordSaves(page);
  await page.keyboard.press('Enter');
  const times = await readMove(page);
  return { ...times, ...(await saves.done()) };
}

/** One cold load of the board at one CPU rate, then a move by drag and one by keyboard. */
async function measure(browser, rate, { base }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await signInContext(context, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(stampBoard);
    await page.goto(`${base}${BOARD_PATH}`, { waitUntil: 'commit', timeout: WAIT_MS });
    await page.waitForFunction(() => window.__kanbanBench?.painted != null, null, { timeout: WAIT_MS });
    const { responseEnd, rendered, painted } = await page.evaluate(readRender);
    const cards = await page.locator('li[data-card-name]').count();
    const description = await page
      .getByRole('main')
      .getByText(/^[\d,]+ tasks$/)
      .first()
      .textContent();

    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');

    const drag = await dragMove(page);
    const keyboard = await keyboardMove(page);
    return {
      render: rendered - responseEnd,
      renderPainted: painted - responseEnd,
      sinceNavigation: painted,
      heapMb: usedSize / 1024 / 1024,
      nodes,
      cards,
      tasks: description,
      drag,
      keyboard,
    };
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);

function report(build, results) {
  const pad = 52;
  const col = 16;
  const row = (label, cells) => console.log(`${label.padEnd(pad)}${cells.map((cell) => cell.padEnd(col)).join('')}`);
  const first = CPU_RATES.map((rate) => results.get(rate).find(Boolean)).find(Boolean);
  console.log(
    `\n${build.checkout}: kanban ${BOARD_PATH}, ${first ? `${first.tasks} (${first.cards} cards in the DOM)` : `${TASKS} tasks`}, median of ${runs} cold runs`,
  );
  const figure = (pick, format = ms) =>
    CPU_RATES.map((rate) => {
      const list = results.get(rate);
      const failed = list.filter((run) => !run).length;
      const value = median(list.filter(Boolean).map(pick));
      return `${value === null ? 'n/a' : format(value)}${failed ? ` (${failed} failed)` : ''}`;
    });
  const count = (value) => value.toFixed(0);
  const rows = [
    ['board in the DOM, after the Task list arrived', (run) => run.render],
    ['  painted', (run) => run.renderPainted],
    ['  (painted, since navigation start)', (run) => run.sinceNavigation],
    ['drag to another column: in the DOM after the drop', (run) => run.drag.shown],
    ['  painted', (run) => run.drag.painted],
    ['  server round-trip of its PUTs', (run) => run.drag.roundTrip],
    ['  PUTs sent', (run) => run.drag.count, count],
    ['Move menu to another column: in the DOM after Enter', (run) => run.keyboard.shown],
    ['  painted', (run) => run.keyboard.painted],
    ['  server round-trip of its PUTs', (run) => run.keyboard.roundTrip],
    ['JS heap after drawing (after GC)', (run) => run.heapMb, (value) => `${value.toFixed(1)} MB`],
    ['DOM nodes after drawing', (run) => run.nodes, count],
  ];
  row(
    '',
    CPU_RATES.map((rate) => `CPU x${rate}`),
  );
  for (const [label, pick, format] of rows) row(label, figure(pick, format));
  const refused = CPU_RATES.flatMap((rate) => results.get(rate).filter(Boolean)).reduce(
    (sum, run) => sum + run.drag.failed + run.keyboard.failed,
    0,
  );
  if (refused) console.log(`[bench] ${refused} PUTs were refused by the server`);
}

const stops = [];
let browser;

try {
  for (const build of builds) {
    // Each checkout's own bench kit makes its database and starts its stack (its serve-stack.mjs and dist/).
    const kit = await import(path.join(build.checkout, 'e2e', 'bench', 'bench-kit.mjs'));
    kit.databaseWithTasks(build.dbPath, TASKS);
    const started = kit.startStack({ ports: build.ports, dbPath: build.dbPath });
    // An older kit's stack has no stop of its own.
    stops.push(started.stop ?? (() => started.stack.kill()));
    await started.ready;
    build.results = new Map(CPU_RATES.map((rate) => [rate, []]));
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });

  const loadAverages = await measureAlternated({
    builds,
    runs,
    rates: CPU_RATES,
    measure: (rate, build) => measure(browser, rate, build),
  });
  for (const build of builds) report(build, build.results);
  reportLoadAndFailures(builds, CPU_RATES, loadAverages);
} catch (error) {
  console.error(`[bench] kanban could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  for (const stop of stops) stop();
}
