#!/usr/bin/env node
// Live collaboration on the kanban board, in Chromium against the production builds: how long after one user's
// move is committed a teammate looking at the same board sees the card in its new column, and what the
// teammate's page asks the server for meanwhile. Two users, each in a browser context of their own on
// /kanban/engineering: ADMIN (page A) drags a card to another column, EDITOR (page B) watches.
// N moves (argument, default 20), alternately from "To do" to "In progress" and back, with B's CPU at full speed,
// then N with it slowed down four times (CDP Emulation.setCPUThrottlingRate on B's page only); before them, two
// unmeasured moves, so the first read's costs do not land in move 1. The network is loopback.
// Prints figures; asserts nothing. Usage: node e2e/bench/live-board.mjs [moves=20]  (after node scripts/build.mjs)
//
// Data: a fresh database (the server's sample data), served by scripts/serve-stack.mjs on ports 5500-5503
// (mock-server 5950), so it runs beside the other benchmarks; the E2E_PORT_OFFSET environment variable moves
// them (and the database file), as it does the browser tests'.
//
// Timing, on one clock for both pages: `performance.timeOrigin + performance.now()` (both pages run in the same
// browser on the same machine; the script prints how far apart the two pages' clocks are, against Date.now()):
// - start: the end of the answer to A's PUT of the moved task, as A's page saw it (the `responseEnd` of its
//   PerformanceResourceTiming entry): the moment the move is committed on the server and A knows it;
// - end: the moment the card's `li[data-card-name="…"]` is inside the target column's section in B's page (a
//   MutationObserver on that section, armed in B's page before A's move).
// Requests: every request B's page sends (Playwright's `request` events) from the end of one move until the end
// of the next (the card shown in B, then B's requests settled), counted by kind; the socket's frames are not
// requests. The parts of the time: from A's PUT answer to the start of B's read of the task by name, that read,
// and from its answer to the card in the column (B's Resource Timing, on the same clock).
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { BENCH_USER, median, signInContext, startStack } from './bench-kit.mjs';

const moves = Number(process.argv[2] ?? 20);
if (!Number.isInteger(moves) || moves < 1) {
  console.error('Usage: node e2e/bench/live-board.mjs [moves=20]');
  process.exit(2);
}
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  console.error('E2E_PORT_OFFSET must be a whole number ≥ 0');
  process.exit(2);
}
const PORTS = { host: 5500 + offset, remotes: [5501 + offset, 5502 + offset, 5503 + offset], mock: 5950 + offset };
const base = `http://127.0.0.1:${PORTS.host}`;
const BOARD_PATH = '/kanban/engineering';
const BOARD_HEADING = 'Engineering';
const COLUMNS = ['To do', 'In progress'];
const CPU_RATES = [1, 4];
const WARM_UP_MOVES = 2;
const WAIT_MS = 30_000;
const EDITOR = { usr: 'editor@tessera.dev', pwd: BENCH_USER.pwd };
const dbPath = path.join(os.tmpdir(), `tessera-bench-live-board${offset ? `-${offset}` : ''}.sqlite`);

/** The value below which `share` of `values` lie (nearest rank); null when there are none. */
function percentile(values, share) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * In a page: how far its `performance` clock is from the system's wall clock, in ms: the mean over 20 ms of
 * samples, as Date.now() counts whole milliseconds.
 */
function clockSkew() {
  let sum = 0;
  let count = 0;
  const until = performance.now() + 20;
  while (performance.now() < until) {
    sum += performance.timeOrigin + performance.now() - Date.now();
    count += 1;
  }
  return sum / count;
}

/**
 * In B's page: stamps, on the shared clock, the moment card `name` is in the column headed `column` (a
 * MutationObserver on that column's section). The card must not be there yet.
 */
function armWatch({ name, column }) {
  const marks = { shownAt: null };
  window.__liveBoard = marks;
  performance.clearResourceTimings();
  const section = [...document.querySelectorAll('section[aria-labelledby]')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === column,
  );
  if (!section) throw new Error(`no column ${column} in the teammate's page`);
  const selector = `li[data-card-name="${CSS.escape(name)}"]`;
  if (section.querySelector(selector)) throw new Error(`${name} is already in ${column} in the teammate's page`);
  new MutationObserver((_records, observer) => {
    if (!section.querySelector(selector)) return;
    marks.shownAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(section, { childList: true, subtree: true });
}

/**
 * In A's page: when the answer to its first request for `path` since its timings were cleared ended, on the
 * shared clock, and that request's round-trip; null if none yet.
 */
function answerEnd(path) {
  const entry = performance.getEntriesByType('resource').find((candidate) => new URL(candidate.name).pathname === path);
  return entry
    ? { endAt: performance.timeOrigin + entry.responseEnd, roundTrip: entry.responseEnd - entry.startTime }
    : null;
}

/** In B's page: its reads of tasks by name since the watch was armed, as start and end on the shared clock. */
function readsByName() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => {
      const url = new URL(entry.name);
      return url.pathname === '/api/resource/Task' && /\["name","in"/.test(url.searchParams.get('filters') ?? '');
    })
    .map((entry) => ({
      startAt: performance.timeOrigin + entry.startTime,
      endAt: performance.timeOrigin + entry.responseEnd,
    }));
}

/** What a request B's page sent is, for counting: the read of tasks by name, another Task read, or its path. */
function requestKind(request) {
  const url = new URL(request.url());
  if (url.pathname === '/api/resource/Task') {
    const filters = url.searchParams.get('filters') ?? '';
    return /\["name","in"/.test(filters) ? 'GET Task list, by name' : 'GET Task list, other filters';
  }
  return `${request.method()} ${url.pathname}`;
}

/** Records the requests `page` sends: `take()` hands over those since the last take, `settled()` waits for quiet. */
function recordRequests(page) {
  let current = [];
  let inFlight = 0;
  page.on('request', (request) => {
    current.push(requestKind(request));
    inFlight += 1;
  });
  const finished = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    /** The kinds of the requests sent since the last call. */
    take() {
      const taken = current;
      current = [];
      return taken;
    },
    /** Resolves once no request of the page is on its way. */
    async settled() {
      const deadline = Date.now() + WAIT_MS;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

const column = (page, name) => page.getByRole('region', { name, exact: true });

async function openBoard(context) {
  const page = await context.newPage();
  await page.goto(`${base}${BOARD_PATH}`, { timeout: WAIT_MS });
  await page.getByRole('heading', { level: 1, name: BOARD_HEADING }).waitFor({ timeout: WAIT_MS });
  await page.locator('[data-realtime="connected"]').waitFor({ state: 'attached', timeout: WAIT_MS });
  await column(page, COLUMNS[0]).locator('li[data-card-name]').first().waitFor({ timeout: WAIT_MS });
  // Resource Timing keeps 250 entries by default: enough for a board load, not for the moves after it.
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  return page;
}

/**
 * A drags the first card of `from` with the mouse into the middle of `to`'s visible cards (where B, scrolled to
 * the top too, draws it: a column draws only the cards near its visible part); B watches for it. The time from
 * the end of A's PUT answer to the card in B's target column and its parts, and A's PUT round-trip.
 */
async function move(mover, watcher, from, to) {
  const card = column(mover, from).locator('li[data-card-name]').first();
  const name = await card.getAttribute('data-card-name');
  const source = await card.boundingBox();
  const list = await column(mover, to).getByRole('list').boundingBox();
  const target = { x: list.x + list.width / 2, y: list.y + Math.min(list.height, 400) / 2 + 7 };

  await watcher.evaluate(armWatch, { name, column: to });
  await mover.evaluate(() => performance.clearResourceTimings());
  const taskPath = `/api/resource/Task/${encodeURIComponent(name)}`;
  const saved = mover.waitForResponse(
    (response) => new URL(response.url()).pathname === taskPath && response.request().method() === 'PUT',
    { timeout: WAIT_MS },
  );
  await mover.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await mover.mouse.down();
  await mover.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 2 });
  await mover.mouse.move(target.x, target.y, { steps: 5 });
  await mover.mouse.up();
  const response = await saved;
  if (!response.ok()) throw new Error(`the move's PUT was refused: HTTP ${response.status()}`);
  await mover
    .waitForFunction(answerEnd, taskPath, { timeout: WAIT_MS, polling: 50 })
    .catch(() => Promise.reject(new Error(`no timing entry for ${taskPath} in the mover's page`)));
  const { endAt, roundTrip } = await mover.evaluate(answerEnd, taskPath);
  await watcher
    .waitForFunction(() => window.__liveBoard.shownAt !== null, null, { timeout: WAIT_MS, polling: 100 })
    .catch(() => Promise.reject(new Error(`${name} did not show in ${to} in the teammate's page`)));
  const shownAt = await watcher.evaluate(() => window.__liveBoard.shownAt);
  const read = (await watcher.evaluate(readsByName))[0];
  return {
    latency: shownAt - endAt,
    roundTrip,
    toRead: read ? read.startAt - endAt : null,
    read: read ? read.endAt - read.startAt : null,
    afterRead: read ? shownAt - read.endAt : null,
  };
}

/**
 * N moves back and forth between the two columns; a failed move is logged and counted as null. A move's requests
 * are those B sent from just before it until just before the next one (the last: until B's requests settled).
 */
async function moveMany(count, { mover, watcher, watcherRequests }, label) {
  const results = [];
  watcherRequests.take();
  for (let index = 0; index < count; index += 1) {
    const [from, to] = index % 2 === 0 ? COLUMNS : [...COLUMNS].reverse();
    let result = null;
    try {
      result = await move(mover, watcher, from, to);
    } catch (error) {
      console.error(`[bench] ${label}, move ${index + 1}: ${error.message.split('\n')[0]}`);
    }
    if (index === count - 1) await watcherRequests.settled();
    const requests = watcherRequests.take();
    results.push(result && { ...result, requests });
  }
  return results;
}

const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(1)} ms`);

function report(results, skew, loads) {
  const pad = 62;
  const col = 16;
  const row = (label, cells) => console.log(`${label.padEnd(pad)}${cells.map((cell) => cell.padEnd(col)).join('')}`);
  console.log(
    `live board ${BOARD_PATH}: ADMIN drags a card, EDITOR watches; ${moves} moves per CPU rate of the watcher`,
  );
  console.log(`[bench] the two pages' clocks differ by ${Math.abs(skew).toFixed(2)} ms (each against Date.now())`);
  console.log(
    `[bench] load average (1 min): ${loads.map((load) => load.toFixed(1)).join(' at the start, ')} at the end`,
  );
  row(
    '',
    CPU_RATES.map((rate) => `watcher CPU x${rate}`),
  );
  const done = (rate) => results.get(rate).filter(Boolean);
  const figure = (pick) => CPU_RATES.map((rate) => pick(done(rate)));
  row(
    'teammate sees the move after A has the PUT answer: median',
    figure((list) => ms(median(list.map((run) => run.latency)))),
  );
  row(
    '  p95',
    figure((list) =>
      ms(
        percentile(
          list.map((run) => run.latency),
          0.95,
        ),
      ),
    ),
  );
  row(
    '  fastest / slowest',
    figure((list) => {
      const latencies = list.map((run) => run.latency);
      return list.length ? `${Math.min(...latencies).toFixed(0)} / ${Math.max(...latencies).toFixed(0)} ms` : 'n/a';
    }),
  );
  row(
    "  of which: A's PUT answer to B's read by name sent",
    figure((list) => ms(median(list.map((run) => run.toRead)))),
  );
  row(
    "            B's read by name (request to answer)",
    figure((list) => ms(median(list.map((run) => run.read)))),
  );
  row(
    "            B's answer to the card in its new column",
    figure((list) => ms(median(list.map((run) => run.afterRead)))),
  );
  row(
    "A's PUT round-trip (for scale): median",
    figure((list) => ms(median(list.map((run) => run.roundTrip)))),
  );
  row(
    "requests B's page sent per move",
    figure((list) =>
      list.length ? (list.reduce((sum, run) => sum + run.requests.length, 0) / list.length).toFixed(2) : 'n/a',
    ),
  );
  const kinds = [...new Set(CPU_RATES.flatMap((rate) => done(rate).flatMap((run) => run.requests)))].sort();
  for (const kind of kinds) {
    row(
      `  ${kind}`,
      figure((list) =>
        list.length
          ? (
              list.reduce((sum, run) => sum + run.requests.filter((each) => each === kind).length, 0) / list.length
            ).toFixed(2)
          : 'n/a',
      ),
    );
  }
  const failed = CPU_RATES.map((rate) => results.get(rate).filter((run) => !run).length);
  if (failed.some(Boolean)) row('moves that failed', failed.map(String));
}

let stopStack = () => undefined;
let browser;

try {
  const loads = [os.loadavg()[0]];
  const started = startStack({ ports: PORTS, dbPath, freshDb: true });
  stopStack = started.stop;
  await started.ready;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const viewport = { width: 1440, height: 900 };
  const [adminContext, editorContext] = [
    await browser.newContext({ viewport }),
    await browser.newContext({ viewport }),
  ];
  await signInContext(adminContext, base);
  await signInContext(editorContext, base, EDITOR);
  const watcher = await openBoard(editorContext);
  const mover = await openBoard(adminContext);
  const pages = { mover, watcher, watcherRequests: recordRequests(watcher) };
  const skew = (await mover.evaluate(clockSkew)) - (await watcher.evaluate(clockSkew));
  const watcherCdp = await editorContext.newCDPSession(watcher);

  await moveMany(WARM_UP_MOVES, pages, 'warm-up');
  const results = new Map();
  for (const rate of CPU_RATES) {
    await watcherCdp.send('Emulation.setCPUThrottlingRate', { rate });
    results.set(rate, await moveMany(moves, pages, `watcher CPU x${rate}`));
  }
  await watcherCdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  loads.push(os.loadavg()[0]);
  report(results, skew, loads);
  if (CPU_RATES.every((rate) => results.get(rate).every((run) => !run))) process.exitCode = 1;
} catch (error) {
  console.error(`[bench] live-board could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  stopStack();
}
