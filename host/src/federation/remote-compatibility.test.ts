import { getInstance } from '@module-federation/enhanced/runtime';
import { CodeOriginError } from './code-origins';
import { IncompatibleRemoteError } from './compatibility';
import { checkRemoteCompatibility, hostSharedVersions, verifyOverrideRelease } from './remote-compatibility';
import type { RemoteManifestEntry } from './remote-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
}));
const mockedGetInstance = getInstance as jest.MockedFunction<typeof getInstance>;

beforeEach(() => {
  mockedGetInstance.mockReturnValue({
    options: {
      name: 'host',
      shared: {
        'shared-auth': [
          { version: '2.1.0', from: 'remote_other' },
          { version: '1.3.0', from: 'host' },
        ],
        react: [{ version: '19.3.1', from: 'host' }],
      },
    },
  } as unknown as ReturnType<typeof getInstance>);
});

const realFetch = globalThis.fetch;

/**
 * A remote whose mf-manifest.json (at a URL of its own) declares `shared`, its files under `publicPath`; any
 * other URL answers 404.
 */
function remoteServing(shared: unknown[], url: string, publicPath = 'auto'): RemoteManifestEntry {
  const manifest = {
    shared,
    metaData: {
      buildInfo: { buildVersion: '2.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath,
    },
    exposes: [],
  };
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const response = {
      ok: String(input) === url,
      status: String(input) === url ? 200 : 404,
      json: () => Promise.resolve(manifest),
      clone: () => response,
    } as Response;
    return Promise.resolve(response);
  });
  return { name: 'remote_apps', entry: url, title: 'Apps', basePaths: ['/todo'], version: '2.0.0' };
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

it('reads the versions the host itself provides, not a remote’s', () => {
  expect(hostSharedVersions()).toEqual({ 'shared-auth': '1.3.0', react: '19.3.1' });
});

it('lets a compatible release load', async () => {
  const entry = remoteServing(
    [{ name: 'shared-auth', requiredVersion: '^1.0.0', singleton: true }],
    'https://cdn.example/remote-apps/1.1.0/mf-manifest.json',
  );
  await expect(checkRemoteCompatibility(entry)).resolves.toBe('2.0.0');
});

it('refuses a release needing a shared singleton the host does not provide, saying which', async () => {
  const entry = remoteServing(
    [
      { name: 'shared-auth', requiredVersion: '^2.0.0', singleton: true },
      { name: 'react', requiredVersion: '^19.0.0', singleton: true },
    ],
    'https://cdn.example/remote-apps/2.0.0/mf-manifest.json',
  );
  const check = checkRemoteCompatibility(entry);
  await expect(check).rejects.toThrow(IncompatibleRemoteError);
  await expect(check).rejects.toThrow('remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0');
});

it('leaves an unreachable manifest to the load that follows (not called incompatible)', async () => {
  const entry = remoteServing([], 'https://cdn.example/elsewhere.json');
  await expect(
    checkRemoteCompatibility({ ...entry, entry: 'https://cdn.example/remote-apps/9.9.9/mf-manifest.json' }),
  ).resolves.toBeUndefined();
});

it('refuses a pinned release whose code is served from another origin than its manifest, and keeps the verdict', async () => {
  const url = 'https://cdn.example/remote-apps/1.2.0/mf-manifest.json';
  const entry = remoteServing([], url, 'http://127.0.0.1:3998/remote-apps/1.2.0/');
  const check = checkRemoteCompatibility(entry);
  await expect(check).rejects.toThrow(CodeOriginError);
  await expect(check).rejects.toThrow(
    'its code is served from http://127.0.0.1:3998, which is not the origin of its mf-manifest.json (https://cdn.example)',
  );
  // A release never changes: the next load is refused without asking again.
  await expect(checkRemoteCompatibility(entry)).rejects.toThrow(CodeOriginError);
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
});

it("refuses an override whose code is served off the environment's allow-list", async () => {
  const url = 'https://cdn.example/remote-apps/1.3.0/mf-manifest.json';
  const entry = {
    ...remoteServing([], url, '//evil.example/'),
    codeOrigins: { allowed: ['https://cdn.example'], described: "on staging's allow-list" },
  };
  await expect(verifyOverrideRelease(entry)).rejects.toThrow(
    new CodeOriginError("its code is served from http://evil.example, which is not on staging's allow-list"),
  );
});
