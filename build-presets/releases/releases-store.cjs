// The releases store: a folder served as a static origin (the stand-in for a CDN bucket) holding every
// published version of every remote at an immutable path, `<remote>/<version>/mf-manifest.json` plus its chunks,
// and `index.json`, the versions each remote has (what a staging tester may pick from).
//
//   releases/
//     index.json                          { "remotes": { "remote-apps": { "versions": ["1.0.0", "1.1.0"] } } }
//     remote-apps/1.1.0/mf-manifest.json  the build, as `npm run build` makes it
//     remote-apps/1.1.0/release.json      what was published: name, version, time, the shared modules it needs
const fs = require('node:fs');
const path = require('node:path');

const RELEASE_FOLDER = /^[a-z0-9][a-z0-9-]*$/;
const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** Orders versions as semver does: by major, minor, patch, and a pre-release before its release. */
function compareVersions(a, b) {
  const [coreA, preA] = splitVersion(a);
  const [coreB, preB] = splitVersion(b);
  for (let index = 0; index < 3; index += 1) {
    if (coreA[index] !== coreB[index]) return coreA[index] - coreB[index];
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

function splitVersion(version) {
  const [core, ...pre] = version.split('-');
  return [core.split('.').map(Number), pre.length > 0 ? pre.join('-') : undefined];
}

/** Checks a remote's folder name and version before anything is written. */
function checkReleaseName(remote, version) {
  if (!RELEASE_FOLDER.test(remote)) throw new ReleaseError(`"${remote}" is not a remote's folder name`);
  if (!RELEASE_VERSION.test(version))
    throw new ReleaseError(`"${version}" is not a release version (major.minor.patch, e.g. 1.2.0)`);
}

function releaseDir(store, remote, version) {
  checkReleaseName(remote, version);
  return path.join(store, remote, version);
}

/** Every published version of every remote, oldest first, read from the store's folders. */
function listReleases(store) {
  const remotes = {};
  if (!fs.existsSync(store)) return { remotes };
  for (const remote of fs.readdirSync(store, { withFileTypes: true })) {
    if (!remote.isDirectory() || !RELEASE_FOLDER.test(remote.name)) continue;
    const versions = fs
      .readdirSync(path.join(store, remote.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && RELEASE_VERSION.test(entry.name))
      .filter((entry) => fs.existsSync(path.join(store, remote.name, entry.name, 'release.json')))
      .map((entry) => entry.name)
      .sort(compareVersions);
    if (versions.length > 0) remotes[remote.name] = { versions };
  }
  return { remotes };
}

/** Writes `file` whole or not at all: a reader never sees half of it. */
function writeAtomically(file, text) {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/** What a release needs from the host: its shared modules and the version ranges it accepts (from mf-manifest.json). */
function sharedNeeds(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  return {
    name: manifest.name,
    shared: (manifest.shared ?? []).map((entry) => ({
      name: entry.name,
      version: entry.version,
      requiredVersion: entry.requiredVersion,
      singleton: entry.singleton === true,
    })),
  };
}

/** A folder in the store to build a release into; it becomes the release only once `publishRelease` moves it. */
function stagingDir(store, remote, version) {
  checkReleaseName(remote, version);
  fs.mkdirSync(store, { recursive: true });
  return fs.mkdtempSync(path.join(store, `.staging-${remote}-${version}-`));
}

/**
 * Publishes the build in `buildDir` (a staging folder of the same store) as `remote` `version`: refused when that
 * version exists, since a published version never changes; moved into place in one step, then listed in index.json.
 * @returns {{ dir: string, files: number, release: object }}
 */
function publishRelease({ store, remote, version, buildDir }) {
  const dir = releaseDir(store, remote, version);
  if (fs.existsSync(dir))
    throw new ReleaseError(
      `${remote} ${version} is already published; a published version never changes: raise the version and release again`,
    );
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json')))
    throw new ReleaseError(`${buildDir} holds no mf-manifest.json: not a remote's build`);
  const release = { remote, version, publishedAt: new Date().toISOString(), ...sharedNeeds(buildDir) };
  fs.writeFileSync(path.join(buildDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // Renaming refuses a target that appeared meanwhile (another publisher): the first one wins.
  fs.renameSync(buildDir, dir);
  writeAtomically(path.join(store, 'index.json'), `${JSON.stringify(listReleases(store), null, 2)}\n`);
  const files = fs.readdirSync(dir, { recursive: true }).length;
  return { dir, files, release };
}

module.exports = {
  RELEASE_FOLDER,
  RELEASE_VERSION,
  ReleaseError,
  compareVersions,
  checkReleaseName,
  releaseDir,
  listReleases,
  stagingDir,
  publishRelease,
};
