#!/usr/bin/env node
// Builds the mock-server and the four apps' production dist/ folders, skipping those already up to date.
// `--force` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { buildContracts, log, newestMtime, repoRoot, runAsync } from './lib.mjs';

const force = process.argv.includes('--force');
const shared = [
  'shared-auth/src',
  'shared-auth/package.json',
  'shared-ui/contracts/src',
  'shared-ui/src',
  'shared-ui/package.json',
  'build-presets',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

const targets = [
  {
    name: 'mock-server',
    output: 'mock-server/dist/main.js',
    inputs: ['mock-server/src', 'mock-server/scripts', 'mock-server/tsconfig.build.json', 'shared-ui/contracts/src'],
    args: ['run', 'build'],
  },
  ...['host', 'remote-projects', 'remote-apps', 'remote-template-kits'].map((app) => ({
    name: app,
    output: `${app}/dist/mf-manifest.json`,
    inputs: [`${app}/src`, `${app}/public`, `${app}/webpack.config.cjs`, `${app}/package.json`, ...shared],
    args: ['run', 'build'],
  })),
];

function isStale(target) {
  const output = path.join(repoRoot, target.output);
  if (!fs.existsSync(output)) return true;
  return newestMtime(target.inputs.map((input) => path.join(repoRoot, input))) > fs.statSync(output).mtimeMs;
}

export async function buildAll({ rebuild = force } = {}) {
  buildContracts();
  const stale = targets.filter((target) => rebuild || isStale(target));
  if (stale.length === 0) {
    log('Builds are up to date.');
    return;
  }
  log(`Building ${stale.map((target) => target.name).join(', ')}…`);
  const started = Date.now();
  // Two at a time: this machine has two cores, and webpack is mostly single-threaded.
  const queue = [...stale];
  const failures = [];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const code = await runAsync('npm', [...target.args, '--silent'], { cwd: path.join(repoRoot, target.name) });
      if (code !== 0) failures.push(target.name);
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length > 0) throw new Error(`Build failed: ${failures.join(', ')}`);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
