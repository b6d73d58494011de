// Which origins an environment manifest lets the host page load code from (its Content-Security-Policy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteOriginsOf } from '../server/remote-origins.cjs';

function originsOf(manifest: unknown): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-origins-')), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  return remoteOriginsOf(file);
}

const remotes = {
  remote_apps: { release: 'remote-apps', version: '1.1.0', basePaths: ['/todo'] },
  remote_projects: { entry: 'https://projects.example/mf-manifest.json', basePaths: ['/projects'] },
};

it('allows the releases store and each entry given as a URL', () => {
  expect(originsOf({ environment: 'production', releases: 'https://cdn.example/releases/', remotes })).toEqual([
    'https://projects.example',
    'https://cdn.example',
  ]);
});

it('adds the override origins only where overrides are allowed', () => {
  const overrides = { origins: ['https://preview.example'] };
  expect(originsOf({ environment: 'staging', remotes, overrides: { ...overrides, allowed: true } })).toContain(
    'https://preview.example',
  );
  expect(originsOf({ environment: 'staging', remotes, overrides: { ...overrides, allowed: false } })).not.toContain(
    'https://preview.example',
  );
});

it('treats a relative store or entry as the host itself', () => {
  expect(
    originsOf({ environment: 'production', releases: '/releases/', remotes: { remote_apps: remotes.remote_apps } }),
  ).toEqual([]);
});

it('allows nothing from the remotes alone, without an environment (a shape the host refuses)', () => {
  expect(originsOf({ remote_apps: { entry: 'http://127.0.0.1:3002/mf-manifest.json' } })).toEqual([]);
});

it('refuses an origin that is not http(s)', () => {
  expect(() => originsOf({ environment: 'staging', releases: 'file:///etc/', remotes })).toThrow(/not http\(s\)/);
});
