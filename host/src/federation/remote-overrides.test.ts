import { CodeOriginError } from './code-origins';
import { IncompatibleRemoteError } from './compatibility';
import type { EnvironmentManifest, RemoteManifestEntry } from './remote-manifest';
import {
  applyOverrideRequests,
  OVERRIDES_STORAGE_KEY,
  overrideRequestsInUrl,
  pinnedEntry,
  readStoredRequests,
  resolveOverride,
  storeRequests,
  withoutOverrideParams,
} from './remote-overrides';

const STORE = 'https://cdn.example/releases/';

const apps: RemoteManifestEntry = {
  name: 'remote_apps',
  entry: `${STORE}remote-apps/1.0.0/mf-manifest.json`,
  version: '1.0.0',
  release: 'remote-apps',
  title: 'Apps',
  basePaths: ['/todo'],
};

const STAGING_CODE_ORIGINS = { allowed: ['https://cdn.example'], described: "on staging's allow-list" };

const staging = (overrides: Partial<EnvironmentManifest['overrides']> = {}): EnvironmentManifest => ({
  environment: 'staging',
  releases: STORE,
  overrides: { allowed: true, origins: ['https://cdn.example'], versions: {}, ...overrides },
  remotes: [apps],
});

describe('override requests', () => {
  it('are the address parameters named after a remote of the environment, and only those', () => {
    expect(overrideRequestsInUrl('?remote_apps=1.1.0&tab=2&remote_other=9.0.0', ['remote_apps'])).toEqual({
      remote_apps: '1.1.0',
    });
    expect(withoutOverrideParams('https://app.example/todo/list?remote_apps=1.1.0&tab=2', ['remote_apps'])).toBe(
      'https://app.example/todo/list?tab=2',
    );
  });

  it('are kept for the tab, and unreadable storage counts as none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    storeRequests(storage, { remote_apps: '1.1.0' });
    expect(readStoredRequests(storage)).toEqual({ remote_apps: '1.1.0' });
    storeRequests(storage, {});
    expect(data.has(OVERRIDES_STORAGE_KEY)).toBe(false);
    data.set(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredRequests(storage)).toEqual({});
    data.set(OVERRIDES_STORAGE_KEY, '{"remote_apps": 5, "remote_projects": "2.0.0"}');
    expect(readStoredRequests(storage)).toEqual({ remote_projects: '2.0.0' });
  });
});

describe('resolveOverride', () => {
  it('loads a published version from the releases store', () => {
    expect(resolveOverride(staging(), apps, '1.1.0')).toEqual({
      entry: `${STORE}remote-apps/1.1.0/mf-manifest.json`,
      version: '1.1.0',
      codeOrigins: STAGING_CODE_ORIGINS,
    });
  });

  it('takes an entry URL on an allowed origin', () => {
    expect(resolveOverride(staging(), apps, 'https://cdn.example/branches/x/mf-manifest.json')).toEqual({
      entry: 'https://cdn.example/branches/x/mf-manifest.json',
      codeOrigins: STAGING_CODE_ORIGINS,
    });
  });

  it('refuses everything where overrides are not allowed', () => {
    const production: EnvironmentManifest = { ...staging({ allowed: false }), environment: 'production' };
    expect(resolveOverride(production, apps, '1.1.0')).toEqual({
      refused: 'remote_apps 1.1.0 was not loaded: production does not allow overrides',
    });
  });

  it("refuses a version outside the environment's range for that remote", () => {
    expect(resolveOverride(staging({ versions: { remote_apps: '^1.0.0' } }), apps, '2.0.0')).toEqual({
      refused: 'remote_apps 2.0.0 was not loaded: staging allows only remote_apps ^1.0.0',
    });
    expect(resolveOverride(staging({ versions: { remote_apps: '^1.0.0' } }), apps, '1.4.2')).toHaveProperty('entry');
  });

  it('never loads code from an origin off the allow-list', () => {
    expect(resolveOverride(staging(), apps, 'https://evil.example/mf-manifest.json')).toEqual({
      refused:
        "remote_apps https://evil.example/mf-manifest.json was not loaded: https://evil.example is not on staging's allow-list",
    });
    // The store itself must be allowed too: a version resolves to a URL there.
    expect(resolveOverride(staging({ origins: [] }), apps, '1.1.0')).toEqual({
      refused: "remote_apps 1.1.0 was not loaded: https://cdn.example is not on staging's allow-list",
    });
  });

  it('refuses what is neither a version nor a manifest URL', () => {
    for (const requested of ['latest', 'javascript:alert(1)', '../../etc/passwd', 'https://cdn.example/x.js']) {
      expect(resolveOverride(staging(), apps, requested)).toHaveProperty('refused');
    }
  });
});

describe('applyOverrideRequests', () => {
  it('replaces the pinned version once the release is verified, keeping the pinned one to go back to', async () => {
    const verified: string[] = [];
    const { manifest, refused } = await applyOverrideRequests(staging(), { remote_apps: '1.1.0' }, (entry) => {
      verified.push(entry.entry);
      return Promise.resolve();
    });
    expect(refused).toEqual([]);
    expect(verified).toEqual([`${STORE}remote-apps/1.1.0/mf-manifest.json`]);
    expect(manifest.remotes[0]).toMatchObject({
      version: '1.1.0',
      pinned: { version: '1.0.0', entry: apps.entry },
    });
    expect(pinnedEntry(manifest.remotes[0]!)).toEqual(apps);
  });

  it('keeps the pinned version when the release is missing or incompatible, saying why', async () => {
    const missing = await applyOverrideRequests(staging(), { remote_apps: '7.7.7' }, () =>
      Promise.reject(new Error('it is not in the releases store (… answered 404)')),
    );
    expect(missing.manifest.remotes[0]).toEqual(apps);
    expect(missing.refused).toEqual([
      {
        remote: 'remote_apps',
        requested: '7.7.7',
        reason:
          'remote_apps 7.7.7 was not loaded: it is not in the releases store (… answered 404); remote_apps 1.0.0 stays in use',
      },
    ]);

    const incompatible = await applyOverrideRequests(staging(), { remote_apps: '2.0.0' }, () =>
      Promise.reject(
        new IncompatibleRemoteError('remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0'),
      ),
    );
    expect(incompatible.manifest.remotes[0]).toEqual(apps);
    expect(incompatible.refused[0]?.reason).toBe(
      'remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0: refused, remote_apps 1.0.0 stays in use',
    );
  });

  it("has the release's code checked against the allow-list its manifest was, and says where the code was", async () => {
    const checked: unknown[] = [];
    const { manifest, refused } = await applyOverrideRequests(staging(), { remote_apps: '1.2.0' }, (entry) => {
      checked.push(entry.codeOrigins);
      return Promise.reject(
        new CodeOriginError("its code is served from http://127.0.0.1:3998, which is not on staging's allow-list"),
      );
    });
    expect(checked).toEqual([STAGING_CODE_ORIGINS]);
    expect(manifest.remotes[0]).toEqual(apps);
    expect(refused[0]?.reason).toBe(
      "remote_apps 1.2.0 was not loaded: its code is served from http://127.0.0.1:3998, which is not on staging's allow-list; remote_apps 1.0.0 stays in use",
    );
  });

  it('names a requested remote the environment does not have', async () => {
    const { refused } = await applyOverrideRequests(staging(), { remote_shop: '1.0.0' }, () => Promise.resolve());
    expect(refused).toEqual([
      { remote: 'remote_shop', requested: '1.0.0', reason: 'remote_shop is not a remote of staging' },
    ]);
  });
});
