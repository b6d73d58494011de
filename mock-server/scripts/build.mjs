#!/usr/bin/env node
// `npm run build`: compiles src/ into dist/ (tsconfig.build.json) and copies beside the compiled code the files
// the server reads at run time, so that dist/ and the dependencies are all a deployment needs.
// `--out-dir <folder>` builds into another folder (the built-server test).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Folders of src/ whose files the server reads at run time, and which of their files it reads. */
const RUNTIME_FILES = [{ folder: 'demo/apps/ecommerce/pictures', files: /\.(svg|json)$/ }];

function outDirArgument(argv) {
  const at = argv.indexOf('--out-dir');
  if (at === -1) return path.join(packageDir, 'dist');
  const value = argv[at + 1];
  if (!value) throw new Error('--out-dir needs a folder');
  return path.resolve(value);
}

export function build(outDir) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.build.json'), '--outDir', outDir], {
    stdio: 'inherit',
  });
  for (const { folder, files } of RUNTIME_FILES) {
    const from = path.join(packageDir, 'src', folder);
    const to = path.join(outDir, folder);
    // Emptied first: a file since renamed or deleted in src/ must not be left behind.
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(to, { recursive: true });
    for (const file of fs.readdirSync(from).filter((name) => files.test(name))) {
      fs.copyFileSync(path.join(from, file), path.join(to, file));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    build(outDirArgument(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
