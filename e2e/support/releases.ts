// A releases store for the independent-delivery tests: real releases published with `npm run release`, and the
// environment manifests of hosts that load them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

/** Builds and publishes one version of a remote into `store` (the same script a team runs), failing with its output. */
export function publishRelease(store: string, remote: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'release.mjs'), remote, '--version', version, '--store', store],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`release ${remote} ${version} failed (${code}):\n${output}`)),
    );
  });
}

interface FederationManifest {
  shared: { name: string; requiredVersion?: string }[];
  metaData: { buildInfo: { buildVersion: string }; publicPath: string };
}

interface ReleaseFile {
  version: string;
  shared: FederationManifest['shared'];
}

/**
 * Publishes a copy of `remote`'s release `from` as `version`, listed in the store's index like any release, with
 * its mf-manifest.json and release.json as `edit` changes them (each already says `version`).
 */
function publishEditedCopy(
  store: string,
  remote: string,
  from: string,
  version: string,
  edit: (manifest: FederationManifest, release: ReleaseFile) => void,
): void {
  const target = path.join(store, remote, version);
  fs.cpSync(path.join(store, remote, from), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FederationManifest;
  const releaseFile = path.join(target, 'release.json');
  const release = JSON.parse(fs.readFileSync(releaseFile, 'utf8')) as ReleaseFile;
  manifest.metaData.buildInfo.buildVersion = version;
  release.version = version;
  edit(manifest, release);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  // The build's compressed copies would still serve the original.
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${manifestFile}${suffix}`, { force: true });
  fs.writeFileSync(releaseFile, JSON.stringify(release));
  const indexFile = path.join(store, 'index.json');
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { remotes: Record<string, { versions: string[] }> };
  index.remotes[remote]?.versions.push(version);
  fs.writeFileSync(indexFile, JSON.stringify(index));
}

/**
 * A release of `remote` at `version` built against a newer `sharedModule` than the host provides: a copy of a
 * real release whose mf-manifest.json asks for `range` of that singleton (what building it against that major
 * would write).
 */
export function publishIncompatibleCopy(
  store: string,
  remote: string,
  from: string,
  version: string,
  sharedModule: string,
  range: string,
): void {
  publishEditedCopy(store, remote, from, version, (manifest, release) => {
    const need = manifest.shared.find((shared) => shared.name === sharedModule);
    if (!need) throw new Error(`${remote} ${from} shares no ${sharedModule}`);
    need.requiredVersion = range;
    release.shared = release.shared.map((one) =>
      one.name === sharedModule ? { ...one, requiredVersion: range } : one,
    );
  });
}

/**
 * A release of `remote` at `version` whose mf-manifest.json sends its code to `publicPath` (another origin than
 * the store's): a copy of a real release with that one field changed.
 */
export function publishCopyServedFrom(
  store: string,
  remote: string,
  from: string,
  version: string,
  publicPath: string,
): void {
  publishEditedCopy(store, remote, from, version, (manifest) => {
    manifest.metaData.publicPath = publicPath;
  });
}
