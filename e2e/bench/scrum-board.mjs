#!/usr/bin/env node
// The scrum board with 20 columns × 100 cards, in Chromium against the production builds: how long the board
// takes to draw once its data has arrived, and how long a card dropped in another column (by drag and drop, and
// by Alt+→ on the keyboard) takes to show in its new place. Budgets (docs/performance.md): ≤ 300 ms and ≤ 50 ms. Each
// figure is the median of N cold runs, with the CPU at full speed and slowed down four times
// (CDP Emulation.setCPUThrottlingRate); the network is loopback.
// Prints figures; asserts nothing. Usage: node e2e/bench/scrum-board.mjs [runs=3] [other checkout…]
// (after node scripts/build.mjs, in each checkout). With other checkouts (each built), every run measures each
// build in turn, in an order that rotates from run to run, so the machine's changing speed falls on all alike.
//
// Data: a fresh database, plus one board filled through the API (20 add-column and 2,000 add-card calls), served
// by scripts/serve-stack.mjs on ports 5140-5143 (mock-server 5840), the other checkouts' on the next tens
// (5150-5153 and 5850, …), so it runs beside the other benchmarks; the E2E_PORT_OFFSET environment variable moves
// them (and the database files), as it does the browser tests'.
//
// Timing, on the page's own clock (performance.now()):
// - render: from the `responseEnd` of the board request (PerformanceResourceTiming) to the moment the last
//   column has its cards in the DOM (a MutationObserver installed before the app's scripts), and to the end of
//   the next painted frame (a message posted from its requestAnimationFrame); and that paint since the navigation
//   started, which counts a board read asked for earlier (the route's prefetch) as the render figure cannot;
// - move: from the drop (the first `drop`/`pointerup`/`mouseup`, capture phase) or the key press (`keydown`) to
//   the moment the card is in the target column (a MutationObserver on it), and to the next painted frame; and
//   the server round-trip of the move-card call (Playwright's request timing).
import os from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import {
  BENCH_USER,
  measureAlternated,
  median,
  removeDatabase,
  repoRoot,
  reportLoadAndFailures,
  signInContext,
} from './bench-kit.mjs';

const [runsArg = '3', ...otherCheckouts] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: node e2e/bench/scrum-board.mjs [runs=3] [other checkout…]');
  process.exit(2);
}
const COLUMNS = 20;
const CARDS_PER_COLUMN = 100;
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  console.error('E2E_PORT_OFFSET must be a whole number ≥ 0');
  process.exit(2);
}
const CPU_RATES = [1, 4];
const WAIT_MS = 60_000;
/** This checkout's build first, then the others', each on ports and a database of its own. */
const builds = [repoRoot, ...otherCheckouts.map((checkout) => path.resolve(checkout))].map((checkout, index) => {
  const first = 5140 + 10 * index + offset;
  const ports = { host: first, remotes: [first + 1, first + 2, first + 3], mock: 5840 + 10 * index + offset };
  return {
    checkout,
    ports,
    base: `http://127.0.0.1:${ports.host}`,
    mockBase: `http://127.0.0.1:${ports.mock}`,
    dbPath: path.join(os.tmpdir(), `tessera-bench-scrum-board-${ports.host}.sqlite`),
  };
});

/** The big board, through `mockBase`'s API; its id. */
async function makeBoard(mockBase) {
  const api = await playwrightRequest.newContext({ baseURL: mockBase });
  const login = await api.post('/api/method/login', { data: BENCH_USER });
  if (!login.ok()) throw new Error(`sign-in failed: HTTP ${login.status()}`);
  const boards = await (await api.post('/api/scrum-board/add-board', { data: { title: 'Benchmark board' } })).json();
  const boardId = boards.at(-1).id;
  const started = Date.now();
  let board = null;
  for (let c = 0; c < COLUMNS; c += 1) {
    board = await (
      await api.post('/api/scrum-board/add-column', { data: { boardId, listTitle: `Column ${c + 1}` } })
    ).json();
  }
  let lastWrite = 0;
  for (const column of board.list) {
    for (let n = 0; n < CARDS_PER_COLUMN; n += 1) {
      const before = Date.now();
      const response = await api.post('/api/scrum-board/add-card', {
        data: {
          boardId,
          listId: column.id,
          cardTitle: `${column.title}, card ${n + 1}: a task with a realistic title`,
        },
      });
      if (!response.ok()) throw new Error(`add-card failed: HTTP ${response.status()}`);
      await response.body();
      lastWrite = Date.now() - before;
    }
  }
  console.log(
    `[bench] board ${boardId}: ${COLUMNS} columns × ${CARDS_PER_COLUMN} cards made in ${((Date.now() - started) / 1000).toFixed(0)} s; the last add-card took ${lastWrite} ms (server + answer of the whole board)`,
  );
  await api.dispose();
  return boardId;
}

/** In the page, before its scripts: stamps when the last column has its cards, and after the next paint. */
function stampBoard(columns) {
  const marks = { rendered: null, painted: null };
  window.__scrumBench = marks;
  new MutationObserver((_records, observer) => {
    const sections = document.querySelectorAll('section[data-column-id]');
    if (sections.length < columns) return;
    const last = sections[sections.length - 1];
    if (last && last.querySelector('li[data-card-id]')) {
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

function readRender() {
  const entry = performance
    .getEntriesByType('resource')
    .filter((candidate) => /\/api\/scrum-board\?id=/.test(candidate.name))
    .pop();
  const { rendered, painted } = window.__scrumBench;
  return { responseEnd: entry?.responseEnd ?? null, rendered, painted };
}

/** In the page: arms one move's stamps: the user's action and card `cardId` appearing in column `columnId`. */
function armMove({ cardId, columnId, events }) {
  const marks = { action: null, shown: null, painted: null };
  window.__scrumMove = marks;
  const section = document.querySelector(`section[data-column-id="${columnId}"]`);
  const onAction = () => {
    if (marks.action === null) marks.action = performance.now();
  };
  for (const type of events) window.addEventListener(type, onAction, { capture: true, once: true });
  new MutationObserver((_records, observer) => {
    if (section.querySelector(`li[data-card-id="${cardId}"]`)) {
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

async function readMove(page) {
  await page.waitForFunction(() => window.__scrumMove.painted !== null, null, { timeout: WAIT_MS });
  const { action, shown, painted } = await page.evaluate(() => window.__scrumMove);
  return action === null ? { shown: null, painted: null } : { shown: shown - action, painted: painted - action };
}

/** The move-card call the page sends next: its round trip in ms. */
function recordMoveCall(page) {
  const answer = page.waitForResponse((response) => response.url().includes('/api/scrum-board/move-card'), {
    timeout: WAIT_MS,
  });
  return async () => {
    const response = await answer;
    await response.finished();
    const timing = response.request().timing();
    return { roundTrip: timing.responseEnd, ok: response.ok() };
  };
}

const columnIds = (page) =>
  page.$$eval('section[data-column-id]', (sections) => sections.map((section) => section.dataset.columnId));

/** Drags the first card of column 1 with the mouse onto the first card of column 2. */
async function dragMove(page) {
  const [first, second] = await columnIds(page);
  const card = page.locator(`section[data-column-id="${first}"] li[data-card-id]`).first();
  const cardId = await card.getAttribute('data-card-id');
  const target = page.locator(`section[data-column-id="${second}"] li[data-card-id]`).first();
  await page.evaluate(armMove, { cardId, columnId: second, events: ['drop', 'pointerup', 'mouseup'] });
  const call = recordMoveCall(page);
  await card.dragTo(target);
  const times = await readMove(page);
  return { ...times, ...(await call()) };
}

/** Alt+→ on the first card of column 3 moves it to column 4. */
async function keyboardMove(page) {
  const ids = await columnIds(page);
  const card = page.locator(`section[data-column-id="${ids[2]}"] li[data-card-id]`).first();
  const cardId = await card.getAttribute('data-card-id');
  await card.locator('[data-card-opener]').focus();
  await page.evaluate(armMove, { cardId, columnId: ids[3], events: ['keydown'] });
  const call = recordMoveCall(page);
  await page.keyboard.press('Alt+ArrowRight');
  const times = await readMove(page);
  return { ...times, ...(await call()) };
}

async function measure(browser, rate, { base, boardId }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await signInContext(context, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(stampBoard, COLUMNS);
    await page.goto(`${base}/scrum-board/${boardId}`, { waitUntil: 'commit', timeout: WAIT_MS });
    await page.waitForFunction(() => window.__scrumBench?.painted != null, null, { timeout: WAIT_MS });
    const { responseEnd, rendered, painted } = await page.evaluate(readRender);
    const cards = await page.locator('li[data-card-id]').count();
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
      drag,
      keyboard,
    };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${value.toFixed(0)} ms`;

function report(build, results) {
  const pad = 54;
  const col = 16;
  const row = (label, cells) => console.log(`${label.padEnd(pad)}${cells.map((cell) => cell.padEnd(col)).join('')}`);
  const first = CPU_RATES.map((rate) => results.get(rate).find(Boolean)).find(Boolean);
  console.log(
    `\n${build.checkout}: scrum board, ${COLUMNS} columns × ${CARDS_PER_COLUMN} cards (${first?.cards ?? '?'} cards in the DOM), median of ${runs} cold runs`,
  );
  const figure = (pick, format = ms) =>
    CPU_RATES.map((rate) => {
      const list = results.get(rate);
      const failed = list.filter((run) => !run).length;
      const value = median(list.filter(Boolean).map(pick));
      return `${value === null ? 'n/a' : format(value)}${failed ? ` (${failed} failed)` : ''}`;
    });
  row(
    '',
    CPU_RATES.map((rate) => `CPU x${rate}`),
  );
  const rows = [
    ['board in the DOM, after its data arrived (≤ 300)', (run) => run.render],
    ['  painted', (run) => run.renderPainted],
    ['  (painted, since navigation start)', (run) => run.sinceNavigation],
    ['drag and drop: in the DOM after the drop (≤ 50)', (run) => run.drag.shown],
    ['  painted', (run) => run.drag.painted],
    ['  move-card round trip', (run) => run.drag.roundTrip],
    ['Alt+→: in the DOM after the key press (≤ 50)', (run) => run.keyboard.shown],
    ['  painted', (run) => run.keyboard.painted],
    ['  move-card round trip', (run) => run.keyboard.roundTrip],
    ['JS heap after drawing (after GC)', (run) => run.heapMb, (value) => `${value.toFixed(1)} MB`],
    ['DOM nodes after drawing', (run) => run.nodes, (value) => value.toFixed(0)],
  ];
  for (const [label, pick, format] of rows) row(label, figure(pick, format));
  const refused = CPU_RATES.flatMap((rate) => results.get(rate).filter(Boolean)).filter(
    (run) => !run.drag.ok || !run.keyboard.ok,
  ).length;
  if (refused) console.log(`[bench] ${refused} runs had a move refused by the server`);
}

const stops = [];
let browser;

try {
  for (const build of builds) {
    // Each checkout's own bench kit starts its own stack (its serve-stack.mjs and its dist/ folders).
    const kit = await import(path.join(build.checkout, 'e2e', 'bench', 'bench-kit.mjs'));
    removeDatabase(build.dbPath);
    const started = kit.startStack({ ports: build.ports, dbPath: build.dbPath, freshDb: true });
    // An older kit's stack has no stop of its own.
    stops.push(started.stop ?? (() => started.stack.kill()));
    await started.ready;
    build.boardId = await makeBoard(build.mockBase);
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
  console.error(`[bench] scrum board could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  for (const stop of stops) stop();
}
