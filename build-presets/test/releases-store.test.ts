// The releases store: immutable versions, published whole, listed in order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  compareVersions,
  listReleases,
  publishRelease,
  ReleaseError,
  stagingDir,
} from '../releases/releases-store.cjs';

const MANIFEST = {
  name: 'remote_apps',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true, assets: {} },
    { name: 'shared-auth', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true, assets: {} },
  ],
};

let store: string;
beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-releases-'));
});

/** A staging folder holding a remote's build, as the release script leaves it before publishing. */
function build(version: string, chunk = 'chunk'): string {
  const dir = stagingDir(store, 'remote-apps', version);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  fs.writeFileSync(path.join(dir, '1.0a1b2c3d.js'), chunk);
  return dir;
}

it('publishes a build at <remote>/<version>/ with what it needs from the host, and lists it', () => {
  const { dir, release } = publishRelease({ store, remote: 'remote-apps', version: '1.0.0', buildDir: build('1.0.0') });
  expect(dir).toBe(path.join(store, 'remote-apps', '1.0.0'));
  expect(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toBe('/* 1.0.0 */');
  expect(release).toMatchObject({
    remote: 'remote-apps',
    version: '1.0.0',
    name: 'remote_apps',
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
      { name: 'shared-auth', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
    ],
  });
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'))).toEqual(release);
  expect(JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8'))).toEqual({
    remotes: { 'remote-apps': { versions: ['1.0.0'] } },
  });
});

it('refuses to publish a version again and leaves the published one as it was', () => {
  publishRelease({ store, remote: 'remote-apps', version: '1.0.0', buildDir: build('1.0.0', 'first') });
  const again = build('1.0.0', 'second');
  expect(() => publishRelease({ store, remote: 'remote-apps', version: '1.0.0', buildDir: again })).toThrow(
    new ReleaseError(
      'remote-apps 1.0.0 is already published; a published version never changes: raise the version and release again',
    ),
  );
  expect(fs.readFileSync(path.join(store, 'remote-apps', '1.0.0', '1.0a1b2c3d.js'), 'utf8')).toBe('first');
});

it('lists versions in semver order and leaves out builds not yet published', () => {
  for (const version of ['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.3'])
    publishRelease({ store, remote: 'remote-apps', version, buildDir: build(version) });
  build('2.0.0'); // still staging
  expect(listReleases(store)).toEqual({
    remotes: { 'remote-apps': { versions: ['0.9.3', '1.2.0-rc.1', '1.2.0', '1.10.0'] } },
  });
});

it('refuses names that would leave the store, versions that are not semver, and a folder that is not a build', () => {
  expect(() => stagingDir(store, '../etc', '1.0.0')).toThrow(/not a remote's folder name/);
  expect(() => stagingDir(store, 'remote-apps', 'latest')).toThrow(/not a release version/);
  const empty = stagingDir(store, 'remote-apps', '1.0.0');
  expect(() => publishRelease({ store, remote: 'remote-apps', version: '1.0.0', buildDir: empty })).toThrow(
    /holds no mf-manifest.json/,
  );
});

it('compares versions as semver does', () => {
  expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
  expect(compareVersions('2.0.0-rc.1', '2.0.0')).toBeLessThan(0);
  expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
});
