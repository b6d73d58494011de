#!/usr/bin/env node
// What the right-to-left reading-direction rule (shared-ui/src/theme/reading-direction.ts) costs the browser's
// style recalculation, on large pages in RTL: the task list with its groups opened (2,000 generated tasks) and a
// UI kits page. Prints figures; asserts nothing. Usage: node e2e/bench/reading-direction.mjs [rounds=15]
// (BENCH_TASKS=<n> for another number of tasks.)
//
// In one page, the rule that gives each element its own direction is swapped for each variant in turn (through
// the style sheet's CSSOM), so before and after are measured in the same run, on the same DOM:
//   served        the rule as this build serves it;
//   before        the rule before text beside an icon read in its own direction: it skipped every element
//                 holding an icon, a picture, list items or a field;
//   without :has  the same rule skipping nothing (what its `:has()` costs);
//   none          no such rule.
// Each measurement restyles the whole page (a class on <html> that a `.class *` rule watches) and reads the
// recalculation's time from Chromium's own counter (RecalcStyleDuration); the variants take turns each round.
// Ports: 5240–5243 and 5840, moved by E2E_PORT_OFFSET as the browser tests' are.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { databaseWithTasks, median, showMoreTasks, signInContext, startStack } from './bench-kit.mjs';

const rounds = Number(process.argv[2] ?? 15);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: node e2e/bench/reading-direction.mjs [rounds=15]');
  process.exit(2);
}
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = { host: 5240 + offset, remotes: [5241 + offset, 5242 + offset, 5243 + offset], mock: 5840 + offset };
const base = `http://127.0.0.1:${PORTS.host}`;
const TASKS = Number(process.env.BENCH_TASKS ?? 2_000);
const SHOW_MORE_CLICKS = 3;
const WAIT_MS = 60_000;
const dbPath = path.join(os.tmpdir(), `tessera-bench-reading-direction-${offset}.sqlite`);

const PAGE_RULE = ':where([dir=rtl]) :where(body *:not(svg *, select, option))';
const VARIANTS = {
  served: 'served',
  before: `${PAGE_RULE}:not(:has(> svg, > img, > canvas, > li, > input))`,
  'without :has': PAGE_RULE,
  none: 'none',
};

/** In the page: swaps the own-direction rule for `selector` ('served': the build's own; 'none': no rule). */
function useRule({ selector, prefix }) {
  const state = (window.__readingDirectionBench ??= (() => {
    const found = [];
    const walk = (list, parent) => {
      for (const [index, rule] of [...list].entries()) {
        // As serialised: `[dir="rtl"]`, and `body *:not(…)` as `body :not(…)`.
        if (rule.selectorText?.replaceAll('"', '').startsWith(prefix.replace('body *:', 'body :')))
          found.push({ parent, index, selector: rule.selectorText });
        else if (rule.cssRules) walk(rule.cssRules, rule);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules, sheet);
    if (found.length !== 1) throw new Error(`expected one own-direction rule, found ${found.length}`);
    const restyle = document.createElement('style');
    restyle.textContent = '.bench-restyle * { --bench-restyle: 1; }';
    document.head.append(restyle);
    return { ...found[0], present: true };
  })());
  const { parent, index } = state;
  if (state.present) parent.deleteRule(index);
  state.present = selector !== 'none';
  const text = selector === 'served' ? state.selector : selector;
  if (state.present) parent.insertRule(`${text} { unicode-bidi: plaintext; }`, index);
  document.documentElement.getBoundingClientRect();
}

async function recalcSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'RecalcStyleDuration').value;
}

/** Milliseconds of one whole-page style recalculation under the rule in place. */
async function restyle(page, cdp) {
  const before = await recalcSeconds(cdp);
  await page.evaluate(() => {
    document.documentElement.classList.toggle('bench-restyle');
    return getComputedStyle(document.body).unicodeBidi;
  });
  return ((await recalcSeconds(cdp)) - before) * 1000;
}

async function measurePage(context, label, open) {
  const page = await context.newPage();
  try {
    await open(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const times = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
    const names = Object.keys(VARIANTS);
    for (let round = -1; round < rounds; round += 1) {
      for (const name of names.map((_, index) => names[(index + Math.max(round, 0)) % names.length])) {
        await page.evaluate(useRule, { selector: VARIANTS[name], prefix: PAGE_RULE });
        await restyle(page, cdp); // the swap's own restyle, unmeasured
        const ms = await restyle(page, cdp);
        if (round >= 0) times[name].push(ms);
      }
    }
    const selectorIs = await page.evaluate(() => window.__readingDirectionBench.selector);
    console.log(`\n${label}: ${elements.toLocaleString('en-US')} elements, median of ${rounds} whole-page restyles`);
    console.log(`  served rule: ${selectorIs}`);
    for (const name of names) console.log(`  ${name.padEnd(13)} ${median(times[name]).toFixed(2)} ms`);
  } finally {
    await page.close();
  }
}

async function taskList(page) {
  await page.goto(`${base}/projects/all`, { timeout: WAIT_MS });
  await showMoreTasks(page, 'table[aria-label="Tasks"] tbody tr[data-task]', SHOW_MORE_CLICKS, WAIT_MS);
}

async function buttonsKit(page) {
  await page.goto(`${base}/uikits/buttons`, { timeout: WAIT_MS });
  // The page's last section: the kit is drawn.
  await page.getByRole('button', { name: 'Sign in another way' }).waitFor({ timeout: WAIT_MS });
}

databaseWithTasks(dbPath, TASKS);
const { ready, stop } = startStack({ ports: PORTS, dbPath });
let browser;
try {
  await ready;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const layout = JSON.stringify({ customizer: { show: true, open: false }, dir: 'rtl' });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: [{ name: 'tessera_layout', value: layout }] }],
    },
  });
  await signInContext(context, base);
  await measurePage(context, `/projects/all in RTL, ${SHOW_MORE_CLICKS} groups' "Show more" opened`, taskList);
  await measurePage(context, '/uikits/buttons in RTL', buttonsKit);
} catch (error) {
  console.error(`[bench] reading-direction could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  stop();
}
