#!/usr/bin/env node
// Two builds of the app side by side: this checkout's and another's (a clone at an older commit, built), each on
// its own stack, their cold loads of one page alternated (ABBA) so that the machine's changing load falls on
// both alike. Prints the median time to the page's element (the page's own clock, from navigation start) and
// every run. On this 2-core machine a single run of `npm run bench` varies by ±100 ms or more: a change smaller
// than that is only seen this way. Prints figures; asserts nothing.
// Usage: node e2e/bench/first-load-ab.mjs <other checkout> [runs=10] [path=/projects/all] [selector] [cpu=1]
//        [link=<round trip ms>,<Mbit/s>]
// `link` emulates a network link (CDP Network.emulateNetworkConditions: each request's round trip and the
// download rate; uploads at half the rate), e.g. 40,10; without it the loads go over loopback unthrottled. A
// change can win on loopback and lose on a real link (one large file instead of several small ones did).
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };
import { median, repoRoot, stampElement } from './bench-kit.mjs';

const [
  otherCheckout,
  runsArg = '10',
  pagePath = '/projects/all',
  selector = 'table[aria-label="Tasks"] tbody tr[data-task]',
  cpuArg = '1',
  linkArg,
] = process.argv.slice(2);
if (!otherCheckout) {
  console.error('Usage: node e2e/bench/first-load-ab.mjs <other checkout> [runs] [path] [selector] [cpu]');
  process.exit(2);
}
const runs = Number(runsArg);
const cpuRate = Number(cpuArg);
const link = linkArg === undefined ? null : parseLink(linkArg);

/** `<round trip ms>,<Mbit/s>` as CDP's network conditions (throughputs in bytes per second). */
function parseLink(text) {
  const [roundTrip, mbits] = text.split(',').map(Number);
  if (!(roundTrip >= 0) || !(mbits > 0)) {
    console.error(`link: expected <round trip ms>,<Mbit/s> (e.g. 40,10), got ${text}`);
    process.exit(2);
  }
  const bytesPerSecond = (mbits * 1_000_000) / 8;
  return {
    offline: false,
    latency: roundTrip,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  };
}
// E2E_PORT_OFFSET moves every port, as for the browser tests, so two checkouts can compare at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const portsFrom = (host, mock) => ({
  host: host + offset,
  remotes: [1, 2, 3].map((n) => host + n + offset),
  mock: mock + offset,
});
const builds = [
  { name: path.resolve(otherCheckout), ports: portsFrom(5080, 5880) },
  { name: repoRoot, ports: portsFrom(5070, 5870) },
];

const stacks = [];
try {
  for (const build of builds) {
    // Each checkout's own bench kit starts its own builds.
    build.kit = await import(path.join(build.name, 'e2e/bench/bench-kit.mjs'));
    const { stack, ready } = build.kit.startStack({
      ports: build.ports,
      dbPath: path.join(os.tmpdir(), `tessera-ab-${build.ports.host}.sqlite`),
    });
    stacks.push(stack);
    await ready;
    build.times = [];
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  for (let run = 0; run < runs; run += 1) {
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const base = `http://127.0.0.1:${build.ports.host}`;
      const context = await browser.newContext();
      if (!pagePath.startsWith('/session')) await build.kit.signInContext(context, base);
      await context.addInitScript(stampElement, selector);
      const page = await context.newPage();
      if (cpuRate > 1 || link) {
        const cdp = await context.newCDPSession(page);
        if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        if (link) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', link);
        }
      }
      await page.goto(base + pagePath);
      await page.locator(selector).first().waitFor({ timeout: 60_000 });
      build.times.push(await page.evaluate(() => window.__elementAt));
      await context.close();
    }
  }
  await browser.close();
  console.log(
    `${pagePath}, CPU x${cpuRate}, ${link ? `link ${linkArg} (ms, Mbit/s)` : 'loopback'}, ${runs} cold loads each, alternated:`,
  );
  for (const { name, times } of builds) {
    console.log(`  ${String(Math.round(median(times))).padStart(5)} ms median  ${name}`);
    console.log(`          runs: ${times.map((ms) => Math.round(ms)).join(' ')}`);
  }
} finally {
  for (const stack of stacks) stack.kill();
}
