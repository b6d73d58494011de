#!/usr/bin/env node
// `npm run release -- <remote> [--version 1.2.0] [--store releases]`: builds one remote alone, from its sources
// as they are, and publishes it to the releases store at `<store>/<remote>/<version>/` (the version defaults to
// the remote's package.json). A version already published is refused: releases never change. Nothing else is
// built or touched: not the host, not the other remotes, not the remote's own dist/.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishRelease, ReleaseError, releaseDir, stagingDir } from '../build-presets/releases/releases-store.cjs';
import { buildContracts, log, repoRoot, runAsync } from './lib.mjs';

const REMOTES = ['remote-projects', 'remote-apps', 'remote-template-kits'];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    store: { type: 'string', default: process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases') },
  },
});

function fail(message) {
  console.error(`[release] ${message}`);
  process.exit(1);
}

const [remote] = positionals;
if (!remote || !REMOTES.includes(remote)) fail(`Usage: npm run release -- <${REMOTES.join('|')}> [--version X.Y.Z]`);
const remoteDir = path.join(repoRoot, remote);
const version = options.version ?? JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')).version;
const store = path.resolve(options.store);

let buildDir;
try {
  // Refused before the build, not after it.
  if (fs.existsSync(releaseDir(store, remote, version)))
    throw new ReleaseError(
      `${remote} ${version} is already published; a published version never changes: raise the version and release again`,
    );
  buildDir = stagingDir(store, remote, version);
} catch (error) {
  fail(error.message);
}

const started = Date.now();
buildContracts();
log(`Building ${remote} ${version} for release…`);
const code = await runAsync('npm', ['run', 'build', '--silent'], {
  cwd: remoteDir,
  // The federation manifest's buildVersion says which release this is; the build goes into the store's staging folder.
  env: { ...process.env, MF_BUILD_VERSION: version, BUILD_OUTPUT_DIR: buildDir },
});
const buildSeconds = (Date.now() - started) / 1000;
if (code !== 0) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fail(`the build of ${remote} failed`);
}
try {
  const { dir, files } = publishRelease({ store, remote, version, buildDir });
  log(
    `Released ${remote} ${version}: ${path.relative(process.cwd(), dir) || dir} (${files} files, built in ${buildSeconds.toFixed(1)} s)`,
  );
} catch (error) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fail(error instanceof ReleaseError ? error.message : String(error));
}
