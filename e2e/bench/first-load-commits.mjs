#!/usr/bin/env node
// Which React commits a first screen makes, and what each one rendered: loads one page cold in Chromium against
// the production builds (CPU x1, a live session for app pages) with a stand-in for React's DevTools hook, and
// prints, for each commit, when it happened (ms from navigation start), how many components rendered, the first
// of them in tree order and the most rendered. A commit after the first content that renders the whole page
// again is work the user waits through. Build with KEEP_NAMES=1 to read the components' own names.
// `--warm`: a returning user's visit (the same context's third load), as first-load-profile.mjs --warm.
// Prints figures; asserts nothing.
// Usage: node e2e/bench/first-load-commits.mjs [path=/projects/all] [selector] [--warm]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { LIVE_TASK_ROW, signInContext, startStack, visitBefore } from './bench-kit.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { warm: { type: 'boolean' } } });
const pagePath = positionals[0] ?? '/projects/all';
const selector = positionals[1] ?? LIVE_TASK_ROW;
// Moved by E2E_PORT_OFFSET like the browser tests' ports, so two checkouts can profile at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = { host: 5070 + offset, remotes: [5071 + offset, 5072 + offset, 5073 + offset], mock: 5870 + offset };
const base = `http://127.0.0.1:${PORTS.host}`;
const SETTLE_MS = 1500;

/** Runs in the page before any script: records each commit React reports to a DevTools hook. */
function recordCommits(selector) {
  const PERFORMED_WORK = 1;
  const commits = [];
  window.__commits = commits;
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const counts = new Map();
      const first = [];
      let rendered = 0;
      // A subtree React did not enter keeps its child; one it rendered has a new one.
      const visit = (fiber) => {
        for (let node = fiber; node; node = node.sibling) {
          const changed =
            node.alternate === null ||
            node.alternate.memoizedProps !== node.memoizedProps ||
            node.alternate.memoizedState !== node.memoizedState;
          if ((node.flags & PERFORMED_WORK) !== 0 && changed && typeof node.type === 'function') {
            const name = node.type.displayName || node.type.name || '(anonymous)';
            rendered += 1;
            counts.set(name, (counts.get(name) ?? 0) + 1);
            if (first.length < 4) first.push(name);
          }
          if (node.child && !(node.alternate && node.alternate.child === node.child)) visit(node.child);
        }
      };
      visit(root.current.child);
      const most = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
      commits.push({ at: performance.now(), rendered, first, most });
    },
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    window.__contentAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

const { stack, ready } = startStack({
  ports: PORTS,
  dbPath: path.join(os.tmpdir(), `tessera-profile-${PORTS.host}.sqlite`),
});
try {
  await ready;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const context = await browser.newContext();
  if (!pagePath.startsWith('/session')) await signInContext(context, base);
  await context.addInitScript(recordCommits, selector);
  if (values.warm)
    await visitBefore(context, base + pagePath, selector, { persists: !pagePath.startsWith('/session') });
  const page = await context.newPage();
  await page.goto(base + pagePath);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const { commits, contentAt } = await page.evaluate(() => ({
    commits: window.__commits,
    contentAt: window.__contentAt,
  }));
  console.log(
    `${pagePath}: first content at ${Math.round(contentAt)} ms; commits in the first ${SETTLE_MS} ms after it:`,
  );
  for (const { at, rendered, first, most } of commits) {
    const top = most.map(([name, count]) => `${name}×${count}`).join(' ');
    console.log(
      `  ${String(Math.round(at)).padStart(5)} ms  ${String(rendered).padStart(5)} rendered  from ${first.join(' > ')}  | ${top}`,
    );
  }
  await browser.close();
} finally {
  stack.kill();
}
