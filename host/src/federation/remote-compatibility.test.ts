import { getInstance } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError } from './compatibility';
import { checkRemoteCompatibility, hostSharedVersions } from './remote-compatibility';
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

/** A remote whose mf-manifest.json (at a URL of its own) declares `shared`; any other URL answers 404. */
function remoteServing(shared: unknown[], url: string): RemoteManifestEntry {
  const manifest = { shared, metaData: { buildInfo: { buildVersion: '2.0.0' } } };
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
