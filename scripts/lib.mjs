// Small helpers shared by the start, build and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['-y', 'pnpm@10.34.9'];

export function log(message) {
  console.log(`\x1b[35m[tessera]\x1b[0m ${message}`);
}

/** Runs a command to completion, inheriting the terminal; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Runs a command, resolving with its exit code (never throwing). */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs the workspace's dependencies exactly as locked (fast when nothing changed). */
export function installDependencies() {
  log('Installing dependencies (pnpm, from the lockfile)…');
  run('npx', [...PNPM, 'install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  buildContracts();
}

/** The contracts module is plain TypeScript compiled to CommonJS, so the mock-server's Node build can load it too. */
export function buildContracts() {
  run('npx', ['tsc', '-p', 'shared-ui/contracts/tsconfig.json']);
}

export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      if (path.basename(entry) === 'node_modules' || path.basename(entry) === 'dist') return;
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}
