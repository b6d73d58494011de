#!/usr/bin/env node
// The size of the host's boot path: the files that decide how a page opens (the entry, the boot, the federation
// and routing code, the boot's build plugins), their lines, and the same for their tests. Any commit can be
// measured, so two can be compared: `node scripts/boot-path-size.mjs [commit=HEAD] [--files]`.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const BOOT_PATH = [
  /^host\/src\/index\.ts$/,
  /^host\/src\/bootstrap\.tsx$/,
  /^host\/src\/boot-bundle\.ts$/,
  /^host\/src\/settled-within\.ts$/,
  /^host\/src\/federation\//,
  /^host\/src\/routing\//,
  /^build-presets\/boot-bundle-plugin\.cjs$/,
  /^build-presets\/pure-theme-builders-loader\.cjs$/,
];
const TEST = /\.test\.tsx?$|\/test-[^/]+\.tsx?$/;

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const commit = args.find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });

const files = git('ls-tree', '-r', '--name-only', commit)
  .split('\n')
  .filter((file) => BOOT_PATH.some((pattern) => pattern.test(file)));
const totals = { code: { files: 0, lines: 0 }, tests: { files: 0, lines: 0 } };
for (const file of files) {
  const text = git('show', `${commit}:${file}`);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const kind = TEST.test(file) ? 'tests' : 'code';
  totals[kind].files += 1;
  totals[kind].lines += lines;
  if (listFiles) console.log(`${String(lines).padStart(5)}  ${kind === 'tests' ? 'test' : 'code'}  ${file}`);
}
const sha = git('rev-parse', '--short', commit).trim();
console.log(
  `boot path at ${sha}: ${totals.code.files} files, ${totals.code.lines} lines of code; ` +
    `${totals.tests.files} files, ${totals.tests.lines} lines of tests`,
);
