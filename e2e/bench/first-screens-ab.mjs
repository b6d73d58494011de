#!/usr/bin/env node
// The first screens of three builds in one run: this checkout's, another checkout's (e.g. the commit before,
// built) and the original product's production build, their loads alternated so the machine's changing speed
// falls on all alike. For each: the sign-in form usable, `/projects/all`'s first row and `/dashboard/v1`'s first
// card (the original has no task list: its `/session/signin` form and its `/dashboard/v1` first card), at CPU ×1
// and ×4, on a cold visit (a fresh browser context) and on a warm return visit (the same context's third visit:
// the files in the HTTP cache with their compiled code, the earlier visits' storage kept), on a quiet machine and then on a busy one (two
// spinning node processes this script starts, bounded in time, and stops). Prints medians; asserts nothing.
//
// Usage: node e2e/bench/first-screens-ab.mjs <other checkout> <original build folder> [runs=5]
//        [--cpu 1,4] [--visits cold,warm] [--loads quiet,busy]
// The other checkout must be built (node scripts/build.mjs there); the original build is its archive unpacked
// (tar xzf original-build.tgz -C <folder> --strip-components=1). Ports: 5300–5320 and 5400–5410, moved by
// E2E_PORT_OFFSET like the browser tests' (so several checkouts can run it at once).
//
// Timing: the page's own clock (ms from its navigation start) when the screen's element enters the DOM, stamped
// by a MutationObserver. A warm visit's earlier loads are not timed; a build that keeps its query cache
// (shared-auth's persisted-queries.ts) is given until its record is written before the timed visit, and one that
// keeps a picture of the last screen (host/src/last-screen/) until it has kept one. `/projects/all`'s first row
// and `/dashboard/v1`'s first card are timed twice in each load: "seen", on screen, the picture's or else the
// app's (in the DOM, and the start of the frame that paints it), and "live", the app's own.
//
// `--screens signin,projects,dashboard` picks the screens (all by default).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import {
  LIVE_FIRST_CARD,
  LIVE_TASK_ROW,
  median,
  PICTURE_FIRST_CARD,
  PICTURE_TASK_ROW,
  repoRoot,
  stampElements,
  visitBefore,
} from './bench-kit.mjs';
import { serveStaticBuild } from './static-build.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '1,4' },
    visits: { type: 'string', default: 'cold,warm' },
    loads: { type: 'string', default: 'quiet,busy' },
    screens: { type: 'string', default: 'signin,projects,dashboard' },
  },
});
const [otherCheckout, originalBuild, runsArg = '5'] = positionals;
if (!otherCheckout || !originalBuild || !fs.existsSync(path.join(originalBuild, 'index.html'))) {
  console.error('Usage: node e2e/bench/first-screens-ab.mjs <other checkout> <original build folder> [runs=5]');
  process.exit(2);
}
const runs = Number(runsArg);
const cpuRates = values.cpu.split(',').map(Number);
const visits = values.visits.split(',');
const loads = values.loads.split(',');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const WAIT_MS = 60_000;
/** The load generator's bound: it stops by itself after this even if this script is killed. */
const BUSY_LIMIT_MS = 60 * 60_000;

const USABLE_SIGN_IN = 'form[aria-label="Sign in"] button[type="submit"]:not([disabled])';
const ALL_SCREENS = [
  {
    key: 'signin',
    label: 'sign-in form usable',
    tessera: { path: '/session/signin', selector: USABLE_SIGN_IN },
    original: { path: '/session/signin', selector: '.auth-content form button[type=submit]' },
  },
  {
    key: 'projects',
    label: '/projects/all first row live',
    seen: '/projects/all first row seen',
    tessera: {
      path: '/projects/all',
      selector: LIVE_TASK_ROW,
      signedIn: true,
      picture: PICTURE_TASK_ROW,
      // A build keeps a picture of this screen if this file opts in (older builds kept none of the dashboard).
      picturedIn: 'remote-projects/src/features/projects/components/TaskTable.tsx',
    },
  },
  {
    key: 'dashboard',
    label: '/dashboard/v1 first card live',
    seen: '/dashboard/v1 first card seen',
    tessera: {
      path: '/dashboard/v1',
      selector: LIVE_FIRST_CARD,
      signedIn: true,
      picture: PICTURE_FIRST_CARD,
      picturedIn: 'remote-template-kits/src/features/dashboards/DashboardV1Page.tsx',
    },
    original: { path: '/dashboard/v1', selector: '.main-content .card-icon-bg', signedIn: true },
  },
];

const SCREENS = ALL_SCREENS.filter(({ key }) => values.screens.split(',').includes(key));

// The original keeps its demo user in localStorage (it has no server session).
const ORIGINAL_TOKEN = 'faslkhfh423oiu4h4kj432rkj23h432u49ufjaklj423h4jkhkjh';
const ORIGINAL_USER = {
  userId: '1',
  role: 'ADMIN',
  displayName: 'Watson Joyce',
  email: 'watsonjoyce@gmail.com',
  photoURL: '/assets/images/face-7.jpg',
  age: 25,
  token: ORIGINAL_TOKEN,
};

const stackPorts = (base) => ({
  host: base + offset,
  remotes: [base + 1 + offset, base + 2 + offset, base + 3 + offset],
  mock: base + 100 + offset,
});
const builds = [
  { name: 'before', checkout: path.resolve(otherCheckout), ports: stackPorts(5300) },
  { name: 'after', checkout: repoRoot, ports: stackPorts(5310) },
  { name: 'original', port: 5320 + offset },
];
for (const build of builds) {
  build.base = `http://127.0.0.1:${build.ports?.host ?? build.port}`;
  build.persists = build.checkout
    ? fs.existsSync(path.join(build.checkout, 'shared-auth/src/persisted-queries.ts'))
    : false;
  build.pictures = build.checkout ? fs.existsSync(path.join(build.checkout, 'host/src/last-screen')) : false;
  // The screens whose page opts in to a picture in this build.
  build.pictured = new Set(
    ALL_SCREENS.filter(({ tessera }) => {
      const file = build.checkout && tessera.picturedIn && path.join(build.checkout, tessera.picturedIn);
      return file && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('keepsLastScreen');
    }).map(({ key }) => key),
  );
}

async function newContext(browser, build, screen) {
  const context = await browser.newContext();
  if (build.name === 'original') {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    if (screen.signedIn) {
      await context.addInitScript(
        ([user, token]) => {
          window.localStorage.setItem('auth_user', user);
          window.localStorage.setItem('jwt_token', token);
        },
        [JSON.stringify(ORIGINAL_USER), ORIGINAL_TOKEN],
      );
    }
  } else if (screen.signedIn) {
    await build.kit.signInContext(context, build.base);
  }
  const marks = [['screen', screen.selector], ...(screen.picture ? [['picture', screen.picture]] : [])];
  await context.addInitScript(stampElements, marks);
  return context;
}

/**
 * One timed load of `screen` in `context` at `cpuRate`, in ms from navigation start: `at`, the element in the DOM;
 * `seen` and `seenFrame` (a screen with a picture), its first row on screen, the picture's or else the app's.
 */
async function timedLoad(context, build, screen, cpuRate) {
  const page = await context.newPage();
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  await page.goto(build.base + screen.path);
  await page.locator(screen.selector).first().waitFor({ state: 'attached', timeout: WAIT_MS });
  // The frame that paints it has begun.
  await page.waitForFunction(() => window.__elementsAt.screen.frame !== null, undefined, { timeout: WAIT_MS });
  const { screen: live, picture } = await page.evaluate(() => window.__elementsAt);
  await page.close();
  const seen = picture && picture.dom < live.dom ? picture : live;
  return { at: live.dom, seen: seen.dom, seenFrame: seen.frame };
}

async function measure(browser, build, screen, cpuRate, visit) {
  const context = await newContext(browser, build, screen);
  try {
    if (visit === 'warm') {
      await visitBefore(context, build.base + screen.path, screen.selector, {
        persists: build.persists && Boolean(screen.signedIn),
        pictures: build.pictures && build.pictured.has(screen.key),
      });
    }
    return await timedLoad(context, build, screen, cpuRate);
  } finally {
    await context.close();
  }
}

/** Two node processes spinning until stopped (or BUSY_LIMIT_MS), one per core of this machine. */
function startLoadGenerator() {
  const spin = `const end = Date.now() + ${BUSY_LIMIT_MS}; while (Date.now() < end) {}`;
  return [0, 1].map(() => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
}

// `/projects/all`'s first row on screen, the picture's or else the app's: in the DOM, and its frame begun.
// A screen with a picture: its first element on screen, the picture's or else the app's (in the DOM, and its
// frame begun).
const seenFrameLabel = (screen) => `${screen.seen}, painted`;

const results = new Map();
const record = (key, ms) => results.set(key, [...(results.get(key) ?? []), ms]);
const keyOf = (...parts) => parts.join('|');

const stacks = [];
let generator = [];
const loadAverages = {};
try {
  for (const build of builds) {
    if (build.name === 'original') {
      stacks.push(await serveStaticBuild(path.resolve(originalBuild), build.port));
      continue;
    }
    build.kit = await import(path.join(build.checkout, 'e2e/bench/bench-kit.mjs'));
    const { stack, ready } = build.kit.startStack({
      ports: build.ports,
      dbPath: path.join(os.tmpdir(), `tessera-screens-ab-${build.ports.host}.sqlite`),
    });
    stacks.push({ close: () => stack.kill() });
    await ready;
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  for (const load of loads) {
    if (load === 'busy') generator = startLoadGenerator();
    const averages = [];
    for (let run = 0; run < runs; run += 1) {
      averages.push(os.loadavg()[0]);
      const order = builds.map((_, index) => builds[(index + run) % builds.length]);
      for (const cpuRate of cpuRates) {
        for (const visit of visits) {
          for (const screen of SCREENS) {
            for (const build of order) {
              const target = build.name === 'original' ? screen.original : screen.tessera;
              if (!target) continue;
              const { at, seen, seenFrame } = await measure(
                browser,
                build,
                { ...target, key: screen.key },
                cpuRate,
                visit,
              );
              record(keyOf(load, visit, cpuRate, screen.label, build.name), at);
              if (target.picture) {
                record(keyOf(load, visit, cpuRate, screen.seen, build.name), seen);
                record(keyOf(load, visit, cpuRate, seenFrameLabel(screen), build.name), seenFrame);
              }
            }
          }
        }
      }
      process.stderr.write(`[bench] ${load}: run ${run + 1} of ${runs} done\n`);
    }
    loadAverages[load] = averages;
    for (const process_ of generator) process_.kill();
    generator = [];
  }
  await browser.close();

  const cell = (times) => (times ? String(Math.round(median(times))) : '—').padStart(9);
  for (const load of loads) {
    const lowest = Math.min(...loadAverages[load]).toFixed(1);
    const highest = Math.max(...loadAverages[load]).toFixed(1);
    console.log(`\n${load} (load average ${lowest}–${highest}), medians of ${runs}:`);
    console.log(`  ${'screen'.padEnd(52)}${'before'.padStart(9)}${'after'.padStart(9)}${'original'.padStart(9)}`);
    for (const visit of visits) {
      for (const cpuRate of cpuRates) {
        const labels = SCREENS.flatMap((screen) =>
          screen.tessera.picture ? [screen.seen, seenFrameLabel(screen), screen.label] : [screen.label],
        );
        for (const screenLabel of labels) {
          const times = (build) => results.get(keyOf(load, visit, cpuRate, screenLabel, build));
          const label = `${screenLabel}, ${visit}, CPU x${cpuRate}`;
          console.log(`  ${label.padEnd(52)}${cell(times('before'))}${cell(times('after'))}${cell(times('original'))}`);
        }
      }
    }
  }
  console.log(`\nbefore: ${builds[0].checkout}\nafter: ${repoRoot}\noriginal: ${path.resolve(originalBuild)}`);
} finally {
  for (const process_ of generator) process_.kill();
  for (const stack of stacks) stack.close();
}
