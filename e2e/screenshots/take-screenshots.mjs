#!/usr/bin/env node
// `npm run screenshots`: every page of the built app (each remote's routes.json, plus the session pages) in light
// and dark mode, right-to-left and at phone width, as PNGs for a person to look at; not part of `npm test`. It
// starts the built stack on ports of its own (moved by E2E_PORT_OFFSET, as the browser tests' are) with a fresh
// copy of the sample data and signs in as the admin. --only takes the pages whose path holds one of its
// comma-separated parts. With --sheets it also draws one contact sheet per mode (every page small, named), to
// look through quickly.
//
//   [E2E_PORT_OFFSET=<n>] node e2e/screenshots/take-screenshots.mjs [--out e2e/screenshots/out]
//       [--modes light,dark,rtl,phone] [--only <part of a path>[,<another part>…]] [--sheets]
//   e.g. --only /ecommerce/products,/ecommerce/cart
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { repoRoot, signInContext, startStack } from '../bench/bench-kit.mjs';

const MODES = {
  light: { viewport: { width: 1440, height: 900 }, layout: { colorMode: 'light', dir: 'ltr' } },
  dark: { viewport: { width: 1440, height: 900 }, layout: { colorMode: 'dark', dir: 'ltr' } },
  rtl: { viewport: { width: 1440, height: 900 }, layout: { colorMode: 'light', dir: 'rtl' } },
  phone: { viewport: { width: 390, height: 844 }, layout: { colorMode: 'light', dir: 'ltr' } },
};
const SESSION_PAGES = ['/session/signin', '/session/signup', '/session/forgot-password', '/session/update-password'];
// E2E_PORT_OFFSET moves every port, so two checkouts on one machine can take screenshots (or run their browser
// tests) at once. The five are side by side in 47xx, where the browser tests have none: a mock-server at 4780
// moved by 30 took the 4810 of a browser test run moved by 10.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0) throw new Error('E2E_PORT_OFFSET must be a whole number ≥ 0');
const PORTS = {
  host: 4700 + PORT_OFFSET,
  remotes: [4701, 4702, 4703].map((port) => port + PORT_OFFSET),
  mock: 4704 + PORT_OFFSET,
};
const LAYOUT_STORAGE_KEY = 'tessera_layout';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(repoRoot, 'e2e', 'screenshots', 'out') },
    modes: { type: 'string', default: Object.keys(MODES).join(',') },
    only: { type: 'string', default: '' },
    sheets: { type: 'boolean', default: false },
  },
});
const modes = args.modes.split(',').map((mode) => mode.trim());
for (const mode of modes) if (!(mode in MODES)) throw new Error(`--modes: unknown mode "${mode}"`);
/** --only's parts of a path; none takes every page. */
const onlyParts = args.only
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const isWanted = (page) => onlyParts.length === 0 || onlyParts.some((part) => page.includes(part));

/** The app's page paths: each remote's built routes (a menu link's path for a parameterised one). */
function appPagePaths() {
  const environment = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8'));
  return Object.keys(environment.remotes).flatMap((name) => {
    const routes = JSON.parse(
      fs.readFileSync(path.join(repoRoot, name.replaceAll('_', '-'), 'dist', 'routes.json'), 'utf8'),
    );
    return routes.pages.map((page) => page.menu?.to ?? page.path);
  });
}

/** A parameterised path with a record of the sample data in it (the first scrum board, the first invoice). */
async function withSampleIds(paths, request, base) {
  const firstId = async (url) => {
    const response = await request.get(`${base}${url}`);
    const rows = await response.json();
    return Array.isArray(rows) && rows[0] ? String(rows[0].id) : null;
  };
  const ids = {
    '/scrum-board/:id': await firstId('/api/scrum-board/all-board'),
    '/invoice/:id': await firstId('/api/invoices/all'),
  };
  return paths.flatMap((page) => {
    if (!page.includes(':')) return [page];
    const id = ids[page];
    if (id) return [page.replace(':id', encodeURIComponent(id))];
    console.warn(`[screenshots] no sample record for ${page}: left out`);
    return [];
  });
}

const fileNameOf = (page) => page.replace(/^\//, '').replace(/[^A-Za-z0-9-]+/g, '_') || 'root';

/**
 * Waits until the page has drawn: no loading indicator left and the network quiet, or 15 s. For a picture of the
 * whole page it first scrolls to the bottom, so that pictures loaded lazily (when scrolled near) are in it too.
 */
async function settle(page, fullPage) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  if (fullPage) {
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page
      .waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 10_000 })
      .catch(() => undefined);
  }
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-loading], .chakra-skeleton'), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Fonts and the last layout before the picture.
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(browser, base, mode, pages, outDir) {
  const { viewport, layout } = MODES[mode];
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [LAYOUT_STORAGE_KEY, JSON.stringify({ customizer: { show: true, open: false }, ...layout })],
  );
  const page = await context.newPage();
  const files = [];
  let signedIn = false;
  for (const [index, address] of pages.entries()) {
    // The session pages come first, signed out.
    if (!signedIn && !SESSION_PAGES.includes(address)) {
      await signInContext(context, base);
      signedIn = true;
    }
    await page.goto(`${base}${address}`);
    const fullPage = mode !== 'phone';
    await settle(page, fullPage);
    const file = path.join(outDir, mode, `${fileNameOf(address)}.png`);
    await page.screenshot({ path: file, fullPage });
    files.push({ address, file });
    process.stdout.write(`\r[screenshots] ${mode}: ${index + 1}/${pages.length}`);
  }
  process.stdout.write('\n');
  await context.close();
  return files;
}

/** One page holding every picture of a mode, small and named, screenshotted. */
async function contactSheet(browser, mode, files, outDir) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const tiles = files
    .map(({ address, file }) => {
      const data = fs.readFileSync(file).toString('base64');
      const label = address.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<figure><img src="data:image/png;base64,${data}"><figcaption>${label}</figcaption></figure>`;
    })
    .join('');
  await page.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(6,1fr);gap:8px}` +
      `figure{margin:0}img{width:100%;height:170px;object-fit:cover;object-position:top;border:1px solid #ccc}` +
      `</style>${tiles}`,
  );
  const sheet = path.join(outDir, `${mode}-sheet.png`);
  await page.screenshot({ path: sheet, fullPage: true });
  await context.close();
  console.log(`[screenshots] ${sheet}`);
}

const outDir = path.resolve(args.out);
const dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-screens-')), 'screens.sqlite');
const stack = startStack({ ports: PORTS, dbPath, freshDb: true });
await stack.ready;
const base = `http://127.0.0.1:${PORTS.host}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
try {
  const lookup = await browser.newContext();
  await signInContext(lookup, base);
  const appPages = await withSampleIds(appPagePaths(), lookup.request, base);
  await lookup.close();
  const pages = [...SESSION_PAGES, ...appPages].filter(isWanted);
  if (pages.length === 0) throw new Error(`--only ${args.only}: no page's path holds any of these`);
  for (const mode of modes) {
    fs.mkdirSync(path.join(outDir, mode), { recursive: true });
    const files = await shoot(browser, base, mode, pages, outDir);
    if (args.sheets) await contactSheet(browser, mode, files, outDir);
  }
  console.log(`[screenshots] ${pages.length} pages × ${modes.length} modes in ${outDir}`);
} finally {
  await browser.close();
  stack.stop();
}
