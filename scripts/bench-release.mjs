#!/usr/bin/env node
// Prints how long releasing one remote alone takes (`npm run release -- remote-apps`, into a throw-away store):
// wall time, the CPU time of the build, and the machine's load while it ran. Figures only; the target is 30 s.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

const REMOTE = 'remote-apps';
const TARGET_SECONDS = 30;

/** CPU seconds used by this process's finished children (Linux: cutime + cstime in /proc/self/stat). */
function childCpuSeconds() {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at indexes 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-releases-'));
const loadBefore = os.loadavg()[0];
const cpuBefore = childCpuSeconds();
const started = performance.now();
const result = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'scripts', 'release.mjs'), REMOTE, '--version', '0.0.0-bench', '--store', store],
  { cwd: repoRoot, encoding: 'utf8' },
);
const wallSeconds = (performance.now() - started) / 1000;
const cpuSeconds = childCpuSeconds() - cpuBefore;
fs.rmSync(store, { recursive: true, force: true });

if (result.status !== 0) {
  console.log(`Release of ${REMOTE} failed:\n${result.stdout}${result.stderr}`);
  process.exit(1);
}
console.log(`Releasing ${REMOTE} alone (build + publish to a releases store), target ≤ ${TARGET_SECONDS} s:`);
console.log(
  `  ${wallSeconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU, load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
);
