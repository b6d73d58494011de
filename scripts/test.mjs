#!/usr/bin/env node
// `npm test`: type-check every package, run the unit/component/API tests (Jest), build the production
// bundles and run the browser tests (Playwright, Chromium) against them. Ends with one summary line.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { installDependencies, log, repoRoot, runAsync } from './lib.mjs';

const packages = [
  'shared-ui/contracts',
  'shared-ui',
  'shared-auth',
  'e2e',
  'host',
  'remote-projects',
  'remote-apps',
  'remote-template-kits',
  'mock-server',
  'build-presets',
];
const reportDir = path.join(repoRoot, '.tmp');
fs.mkdirSync(reportDir, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const started = Date.now();
/** Logs a step with the minutes and seconds since the run began (CI's time budget is watched per step). */
function step(message) {
  const seconds = Math.round((Date.now() - started) / 1000);
  log(`[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${message}`);
}

installDependencies();

step('Type-checking…');
// Two packages at a time: tsc is single-threaded and this machine has two cores.
const typeCheckQueue = packages.filter((pkg) => fs.existsSync(path.join(repoRoot, pkg, 'tsconfig.json')));
const typeCheck = async () => {
  for (let pkg = typeCheckQueue.shift(); pkg; pkg = typeCheckQueue.shift()) {
    const code = await runAsync('npx', ['tsc', '--noEmit', '-p', path.join(pkg, 'tsconfig.json')]);
    if (code !== 0) problems.push(`type errors in ${pkg}`);
  }
};
await Promise.all([typeCheck(), typeCheck()]);

step('Lint (ESLint) and formatting (Prettier)…');
if ((await runAsync('npx', ['eslint', '--max-warnings=0', '.'])) !== 0) problems.push('lint errors');
if ((await runAsync('npx', ['prettier', '--check', '--log-level=warn', '.'])) !== 0)
  problems.push('files not formatted (npx prettier --write .)');

step('Unit, component and API tests (Jest)…');
const jestReport = path.join(reportDir, 'jest.json');
fs.rmSync(jestReport, { force: true });
const jestCode = await runAsync('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest) {
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests;
  counts.skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
}
if (jestCode !== 0) problems.push('jest failed');

try {
  step('Production builds…');
  await buildAll();
  step('Browser tests (Playwright, Chromium)…');
  const playwrightReport = path.join(reportDir, 'playwright.json');
  fs.rmSync(playwrightReport, { force: true });
  const e2eCode = await runAsync('npx', ['playwright', 'test'], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  const e2e = readJson(playwrightReport);
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    counts.failed += e2e.stats.unexpected;
    counts.skipped += e2e.stats.skipped;
  }
  if (e2eCode !== 0) problems.push('playwright failed');
} catch (error) {
  problems.push(error.message);
}

step('Done.');
for (const problem of problems) console.error(`[tessera] ${problem}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(problems.length > 0 || counts.failed > 0 ? 1 : 0);
