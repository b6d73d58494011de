// What the browser benchmarks share: the stack on ports of their own, its database, signing in, medians.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_USER = { usr: 'admin@tessera.dev', pwd: 'tessera-demo' };

/** The middle of the numbers among `values` (nulls are runs that did not get there); null when none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Removes the SQLite file and its WAL companions. */
export function removeDatabase(dbPath) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
}

/** Runs the mock-server's generator on `dbPath` (made with the sample data first if new); the total it reports. */
export function generateTasks(dbPath, count) {
  const generator = path.join(repoRoot, 'mock-server', 'dist', 'generate.js');
  if (!fs.existsSync(generator)) throw new Error('mock-server/dist is missing: run node scripts/build.mjs first');
  const result = spawnSync(process.execPath, [generator, '--db', dbPath, '--tasks', String(count)], {
    cwd: path.join(repoRoot, 'mock-server'),
    encoding: 'utf8',
  });
  const total = /\((\d+) in all\)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !total) throw new Error(`the generator failed: ${result.stderr || result.stdout}`);
  return Number(total);
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];

/**
 * The production builds and the mock-server on `ports` ({ host, remotes: [3], mock }), on `dbPath`
 * (`freshDb`: emptied first). `ready` settles once the stack says it is running; `stop` ends it.
 */
export function startStack({ ports, dbPath, freshDb = false }) {
  const stack = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'serve-stack.mjs'),
      '--quiet',
      ...(freshDb ? ['--fresh-db'] : []),
      '--host-port',
      String(ports.host),
      '--remote-ports',
      ports.remotes.join(','),
      '--mock-port',
      String(ports.mock),
      '--db',
      dbPath,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BACKEND_URL: '', LOGIN_MAX_ATTEMPTS: '1000' } },
  );
  const portList = `${ports.host}-${ports.remotes.at(-1)}/${ports.mock}`;
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the stack did not start within 60 s')), 60_000);
    stack.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    stack.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`the stack did not start (is a port of ${portList} taken, or dist/ missing?)`));
    });
  });
  const stop = () => stack.exitCode === null && stack.kill('SIGTERM');
  // Interrupted (Ctrl-C), the bench takes its stack down with it.
  const onSignal = () => {
    stop();
    process.exit(130);
  };
  for (const signal of STOP_SIGNALS) process.once(signal, onSignal);
  stack.once('exit', () => STOP_SIGNALS.forEach((signal) => process.off(signal, onSignal)));
  return { stack, ready, stop };
}

/** Signs the browser context in as `user` through the API (its cookie jar then holds the session). */
export async function signInContext(context, base, user = BENCH_USER) {
  const response = await context.request.post(`${base}/api/method/login`, { data: user });
  if (!response.ok()) throw new Error(`sign-in failed: HTTP ${response.status()} ${await response.text()}`);
}

/** A fresh database (the server's sample data) topped up with generated tasks to `total` in all. */
export function databaseWithTasks(dbPath, total) {
  removeDatabase(dbPath);
  const sample = generateTasks(dbPath, 1);
  const count = generateTasks(dbPath, total - sample);
  console.log(`[bench] ${dbPath}: ${count} tasks (${sample - 1} sample ones, the rest generated)`);
}

/** Runs in the page before any script: stamps the moment the element is in the DOM. */
export function stampElement(selector) {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    window.__elementAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * On the task list (/projects/all, open in `page`): presses its first group's "Show more" `clicks` times, each
 * time until more rows (`rowSelector`) are in.
 */
export async function showMoreTasks(page, rowSelector, clicks, timeout) {
  const rows = page.locator(rowSelector);
  await rows.first().waitFor({ timeout });
  for (let click = 0; click < clicks; click += 1) {
    const before = await rows.count();
    await page
      .getByRole('button', { name: /^Show more of / })
      .first()
      .click();
    await page.waitForFunction(
      ({ selector, count }) => document.querySelectorAll(selector).length > count,
      { selector: rowSelector, count: before },
      { timeout },
    );
  }
}

/** The task list's first row as the app draws it, and as a picture of the last screen draws it before the app. */
export const LIVE_TASK_ROW = '#root > :not([data-last-screen-picture]) table[aria-label="Tasks"] tbody tr[data-task]';
export const PICTURE_TASK_ROW = '#root > [data-last-screen-picture] table[aria-label="Tasks"] tbody tr[data-task]';
/** The overview dashboard's first figure, likewise. */
export const LIVE_FIRST_CARD = '#root > :not([data-last-screen-picture]) main [role="group"][aria-label="Total tasks"]';
export const PICTURE_FIRST_CARD = '#root > [data-last-screen-picture] main [role="group"][aria-label="Total tasks"]';

/**
 * Init script: for each `[name, selector]`, when the element first enters the DOM (`window.__elementsAt[name].dom`)
 * and the start of the next frame that paints it (`.frame`, a requestAnimationFrame after that), on the page's
 * clock.
 */
export function stampElements(selectors) {
  const at = {};
  window.__elementsAt = at;
  const waiting = new Map(selectors);
  new MutationObserver((_, observer) => {
    for (const [name, selector] of waiting) {
      if (!document.querySelector(selector)) continue;
      waiting.delete(name);
      const mark = { dom: performance.now(), frame: null };
      at[name] = mark;
      requestAnimationFrame(() => (mark.frame = performance.now()));
    }
    if (waiting.size === 0) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Whether the host has kept a picture of a last screen: in localStorage (host/src/last-screen/picture-store.ts),
 * or in IndexedDB, where builds before 2026-11-28's kept it (a bench compares them).
 */
export async function hasPicture() {
  if (Object.keys(localStorage).some((key) => key.startsWith('tessera-last-screen:'))) return true;
  const databases = await indexedDB.databases();
  if (!databases.some(({ name }) => name === 'tessera-last-screen')) return false;
  return new Promise((resolve) => {
    const opening = indexedDB.open('tessera-last-screen');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('pictures')) return resolve(false);
      const counting = database.transaction('pictures').objectStore('pictures').count();
      counting.onsuccess = () => {
        database.close();
        resolve(counting.result > 0);
      };
    };
  });
}

/**
 * Whether the app has written the signed-in user's persisted query cache (its IndexedDB record). A database the
 * app has not made yet is not opened: opening it would make it, empty, before the app does.
 */
export async function hasPersistedRecord() {
  const databases = await indexedDB.databases();
  if (!databases.some(({ name }) => name === 'tessera-query-cache')) return false;
  return new Promise((resolve) => {
    const opening = indexedDB.open('tessera-query-cache');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('by-user')) return resolve(false);
      const counting = database.transaction('by-user').objectStore('by-user').count();
      counting.onsuccess = () => {
        database.close();
        resolve(counting.result > 0);
      };
    };
  });
}

/** Visits before the timed one on a warm visit: Chromium keeps a script's compiled code from its second load on. */
export const WARM_VISITS_BEFORE = 2;

/**
 * Makes `context` a returning user's for `url`: visits it WARM_VISITS_BEFORE times, each until `selector` is in
 * and, for a signed-in page (`persists`), until the persisted query cache is written and, for a build that keeps
 * a picture of the last screen (`pictures`), until the last visit's is kept.
 */
export async function visitBefore(context, url, selector, { persists, pictures = false }) {
  for (let visit = 0; visit < WARM_VISITS_BEFORE; visit += 1) {
    const earlier = await context.newPage();
    await earlier.goto(url);
    await earlier.locator(selector).first().waitFor({ state: 'attached', timeout: 60_000 });
    if (persists) await earlier.waitForFunction(hasPersistedRecord, undefined, { timeout: 60_000, polling: 100 });
    if (persists && pictures) await earlier.waitForFunction(hasPicture, undefined, { timeout: 60_000, polling: 100 });
    await earlier.close();
  }
}

/**
 * After one unmeasured pass each, measures every build at every CPU rate `runs` times, the builds' order turning by one each run so none is always
 * first, into each build's `results` (a Map of rate to runs; a failed run is null, its error printed). Answers the
 * load average at each run's start.
 */
export async function measureAlternated({ builds, runs, rates, measure }) {
  // One unmeasured pass each, so the servers' first-request costs do not land in run 1.
  for (const build of builds) {
    await measure(1, build).catch((error) => console.error(`[bench] warm-up: ${error.message.split('\n')[0]}`));
  }
  const loadAverages = [];
  for (let run = 0; run < runs; run += 1) {
    loadAverages.push(os.loadavg()[0]);
    const order = builds.map((_, index) => builds[(index + run) % builds.length]);
    for (const rate of rates) {
      for (const build of order) {
        let result = null;
        try {
          result = await measure(rate, build);
        } catch (error) {
          console.error(`[bench] ${build.checkout}, CPU x${rate}, run ${run + 1}: ${error.message.split('\n')[0]}`);
        }
        build.results.get(rate).push(result);
      }
    }
  }
  return loadAverages;
}

/** Prints the load averages measureAlternated gave; a failing exit code when a build has no run at all. */
export function reportLoadAndFailures(builds, rates, loadAverages) {
  console.log(
    `\nload average (1 min) at the start of each run: ${loadAverages.map((value) => value.toFixed(1)).join(', ')}`,
  );
  const allFailed = (build) => rates.every((rate) => build.results.get(rate).every((run) => !run));
  if (builds.some(allFailed)) process.exitCode = 1;
}
