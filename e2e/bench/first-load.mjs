#!/usr/bin/env node
// First-screen figures in Chromium against the production builds (each app on its own origin, gzip on), for
// three first screens: the sign-in form, the task table of /projects/all and the dashboard /dashboard/v1 (both
// with a live session). Each figure is the median of N cold runs, with the CPU at full speed and slowed down
// four times (CDP Emulation.setCPUThrottlingRate); the network is loopback and not throttled.
// Prints figures; asserts nothing. Usage: node e2e/bench/first-load.mjs [runs=5]
//
// A cold run: a fresh browser context (own cookies, own empty HTTP cache) and a page whose HTTP cache is
// cleared over CDP before it navigates. The signed-in screens sign in first with the context's API request
// context (POST /api/method/login; the sid cookie then lives in the context), so the app's files are still
// cold when the page opens. The cache is cleared, not disabled: a real first visit may reuse what it fetched
// earlier in the same load. Runs are interleaved: run 1 of every screen at x1 then at x4, then run 2, etc.
//
// Timing: the page's own clock (ms since its navigation started), stamped by a MutationObserver the moment the
// element is in the DOM, so neither Playwright's polling (which backs off to 500 ms between checks) nor a late
// read under CPU throttling adds to the figure. Playwright's wait only tells the script when to collect it.
//
// Bytes: CDP Network events (responseReceived for the URL and type, loadingFinished for encodedDataLength,
// i.e. as transferred, headers included). "Before first content" = requests whose loadingFinished reached
// Node before the element was reported visible (the events and the reply share one ordered connection).
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { median, signInContext, startStack } from './bench-kit.mjs';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: node e2e/bench/first-load.mjs [runs=5]');
  process.exit(2);
}
const PORTS = { host: 5000, remotes: [5001, 5002, 5003], mock: 5800 };
const base = `http://127.0.0.1:${PORTS.host}`;
const CPU_RATES = [1, 4];
const WAIT_MS = 60_000;
const SETTLE_MS = 3_000; // after the screen is up, how long to keep watching for late requests (network idle)
const ORIGIN_NAMES = {
  [PORTS.host]: 'host (+ /api)',
  [PORTS.remotes[0]]: 'remote-projects',
  [PORTS.remotes[1]]: 'remote-apps',
  [PORTS.remotes[2]]: 'remote-template-kits',
};

const USABLE_SIGN_IN = 'form[aria-label="Sign in"] button[type="submit"]:not([disabled])';

/**
 * The screens. `marks` are waited for in order; the first is "first content" (the figure the bytes are counted
 * up to), any later ones are reported as extra rows of the same screen.
 */
const SCENARIOS = [
  {
    id: 'signin',
    label: 'sign-in form visible',
    path: '/session/signin',
    signedIn: false,
    marks: [
      {
        label: 'sign-in form visible',
        locate: (page) => page.getByLabel('Email'),
        inPage: { selector: 'input[type="email"]' },
      },
      // The page's HTML holds a static copy of the form (drawn at build time); this is the app's own, which
      // replaces it once the app has started.
      {
        label: 'sign-in form usable (the app started)',
        locate: (page) => page.locator(USABLE_SIGN_IN),
        inPage: { selector: USABLE_SIGN_IN },
      },
    ],
  },
  {
    id: 'projects',
    label: '/projects/all table (signed in)',
    path: '/projects/all',
    signedIn: true,
    marks: [
      {
        label: '/projects/all first task row',
        locate: (page) => page.locator('table[aria-label="Tasks"] tbody tr[data-task]').first(),
        inPage: { selector: 'table[aria-label="Tasks"] tbody tr[data-task]' },
      },
    ],
  },
  {
    id: 'dashboard',
    label: '/dashboard/v1 (signed in)',
    path: '/dashboard/v1',
    signedIn: true,
    marks: [
      {
        label: '/dashboard/v1 first stat card',
        locate: (page) => page.getByRole('main').getByText('Total tasks').first(),
        inPage: { selector: 'main [role="group"][aria-label="Total tasks"]' },
      },
      {
        label: '/dashboard/v1 charts drawn',
        locate: (page) => page.getByRole('main').locator('svg.recharts-surface').first(),
        inPage: { selector: 'main svg.recharts-surface' },
      },
    ],
  },
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const originLabel = (origin) => ORIGIN_NAMES[new URL(origin).port] ?? origin;
const isRemote = (origin) => PORTS.remotes.includes(Number(new URL(origin).port));

/** Records the page's requests from its CDP session: what finished (in order) and every origin contacted. */
function recordNetwork(cdp) {
  const responses = new Map();
  const finished = [];
  const contacted = new Set();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (/^https?:/.test(request.url)) contacted.add(new URL(request.url).origin);
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const js = type === 'Script' || /javascript|ecmascript/.test(response.mimeType ?? '');
    responses.set(requestId, { url: response.url, js });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response && /^https?:/.test(response.url)) finished.push({ ...response, bytes: encodedDataLength });
  });
  return { finished, contacted, snapshot: () => finished.length };
}

/** What the requests finished so far amount to: JS bytes and count, bytes per origin. */
function summarise(requests) {
  const js = requests.filter((request) => request.js);
  const byOrigin = {};
  for (const request of requests) {
    const origin = new URL(request.url).origin;
    byOrigin[origin] = (byOrigin[origin] ?? 0) + request.bytes;
  }
  return { jsBytes: js.reduce((sum, request) => sum + request.bytes, 0), jsRequests: js.length, byOrigin };
}

/**
 * Runs in the page before its scripts: stamps `performance.now()` for each mark the first time an element
 * matching its selector is in the DOM. Selectors, not code: the app's CSP forbids eval.
 */
function stampMarks(conditions) {
  const stamps = conditions.map(() => null);
  window.__benchMarks = stamps;
  const holds = ({ selector }) => document.querySelector(selector) !== null;
  new MutationObserver(() => {
    conditions.forEach((condition, index) => {
      if (stamps[index] === null && holds(condition)) stamps[index] = performance.now();
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** One cold run of one screen at one CPU rate. */
async function measure(browser, scenario, rate) {
  const context = await browser.newContext();
  try {
    if (scenario.signedIn) await signInContext(context, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const network = recordNetwork(cdp);
    await page.addInitScript(
      stampMarks,
      scenario.marks.map((mark) => mark.inPage),
    );

    const times = [];
    const cuts = [];
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'commit', timeout: WAIT_MS });
    for (const mark of scenario.marks) {
      await mark.locate(page).waitFor({ state: 'visible', timeout: WAIT_MS });
      cuts.push(network.snapshot());
    }
    times.push(...(await page.evaluate(() => window.__benchMarks)));
    // Late requests (prefetches, other remotes) still count as "contacted".
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = network.finished.slice();
    return {
      times,
      beforeMarks: cuts.map((cut) => summarise(all.slice(0, cut))),
      firstContentCut: cuts[0],
      requests: all,
      contacted: [...network.contacted].sort(),
    };
  } finally {
    await context.close();
  }
}

/** One detail line; when the CPU rates disagree, one sub-line per rate. */
function detail(label, perRate) {
  if (new Set(perRate).size === 1) {
    console.log(`  ${label}: ${perRate[0]}`);
    return;
  }
  console.log(`  ${label}:`);
  perRate.forEach((value, i) => console.log(`    CPU x${CPU_RATES[i]}: ${value}`));
}

function report(results) {
  const pad = 46;
  const col = 18;
  const cpuHeader = CPU_RATES.map((rate) => `CPU x${rate}`.padEnd(col)).join('');
  console.log(`${`first screen, median of ${runs} cold runs`.padEnd(pad)}${cpuHeader}`.trimEnd());
  const failures = [];
  for (const scenario of SCENARIOS) {
    const byRate = CPU_RATES.map((rate) => results.get(`${scenario.id}@${rate}`));
    const okByRate = byRate.map((list) => list.filter(Boolean));
    scenario.marks.forEach((mark, index) => {
      const cells = byRate.map((list) => {
        const value = median(list.map((run) => run?.times[index]));
        const failed = list.filter((run) => !run).length;
        return `${value === null ? 'n/a' : `${value.toFixed(0)} ms`}${failed ? ` (${failed} failed)` : ''}`;
      });
      console.log(`${mark.label.padEnd(pad)}${cells.map((cell) => cell.padEnd(col)).join('')}`.trimEnd());
    });
    if (okByRate.every((ok) => ok.length === 0)) {
      failures.push(scenario.label);
      continue;
    }

    // JS before first content (and before each later mark), medians over the runs.
    scenario.marks.forEach((mark, index) => {
      const perRate = okByRate.map((ok) => {
        if (ok.length === 0) return 'n/a';
        const bytes = median(ok.map((run) => run.beforeMarks[index].jsBytes));
        const count = median(ok.map((run) => run.beforeMarks[index].jsRequests));
        return `${kib(bytes)} in ${count} requests`;
      });
      detail(index === 0 ? 'JS before it' : `JS before "${mark.label.replace(/^\S+ /, '')}"`, perRate);
    });

    // Bytes per origin before first content (all types: HTML, JS, manifests, API), median per origin.
    const origins = new Set(okByRate.flat().flatMap((run) => Object.keys(run.beforeMarks[0].byOrigin)));
    const sortedOrigins = [...origins].sort((a, b) => Number(new URL(a).port) - Number(new URL(b).port));
    detail(
      'all bytes before it, by origin',
      okByRate.map((ok) =>
        ok.length === 0
          ? 'n/a'
          : sortedOrigins
              .map(
                (origin) =>
                  `${originLabel(origin)} ${kib(median(ok.map((run) => run.beforeMarks[0].byOrigin[origin] ?? 0)))}`,
              )
              .join(', '),
      ),
    );

    // Remote origins contacted at all (until the network went idle), in the first run of each rate.
    detail(
      'remotes contacted (first run)',
      okByRate.map((ok) => {
        const first = ok[0];
        if (!first) return 'n/a';
        const remotes = first.contacted.filter(isRemote);
        if (remotes.length === 0) return 'none';
        const beforeContent = new Set(
          first.requests.slice(0, first.firstContentCut).map((request) => new URL(request.url).origin),
        );
        const late = remotes.filter((origin) => !beforeContent.has(origin));
        return `${remotes.map(originLabel).join(', ')}${late.length ? ` (only after first content: ${late.map(originLabel).join(', ')})` : ''}`;
      }),
    );

    // The five largest JS files of the first run at x1 (the whole run; "late" = finished after first content).
    const first = okByRate[0][0] ?? okByRate.flat()[0];
    const largest = first.requests
      .map((request, index) => ({ ...request, late: index >= first.firstContentCut }))
      .filter((request) => request.js)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    console.log(`  largest JS files (first run, as transferred):`);
    for (const request of largest) {
      const url = new URL(request.url);
      console.log(
        `    ${kib(request.bytes).padStart(11)}  ${originLabel(url.origin).padEnd(21)} ${url.pathname}${request.late ? '  (after first content)' : ''}`,
      );
    }
  }
  return failures;
}

const { stack, ready } = startStack({
  ports: PORTS,
  dbPath: path.join(os.tmpdir(), 'tessera-bench.sqlite'),
  freshDb: true,
});
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

  // One unmeasured pass, so the servers' first-request costs (file reads, JIT) do not land in run 1.
  for (const scenario of SCENARIOS) await measure(browser, scenario, 1).catch(() => {});

  const results = new Map();
  for (const scenario of SCENARIOS) for (const rate of CPU_RATES) results.set(`${scenario.id}@${rate}`, []);
  for (let run = 0; run < runs; run += 1) {
    for (const rate of CPU_RATES) {
      for (const scenario of SCENARIOS) {
        let result = null;
        try {
          result = await measure(browser, scenario, rate);
        } catch (error) {
          console.error(`[bench] ${scenario.label}, CPU x${rate}, run ${run + 1}: ${error.message.split('\n')[0]}`);
        }
        results.get(`${scenario.id}@${rate}`).push(result);
      }
    }
  }
  const failures = report(results);
  if (failures.length) {
    console.error(`[bench] no run succeeded for: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`[bench] first-load could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  stopStack();
}
