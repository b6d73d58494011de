import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CodeOriginError } from '../code-origins';
import { IncompatibleRemoteError } from '../compatibility';
import type { ReleaseToCheck } from '../remote-compatibility';
import { checkRelease } from './check-release';

// jsdom has no Response; the runtime takes a manifest only from one (`instanceof Response`).
class ManifestResponse {
  constructor(private readonly body: unknown) {}
  json(): Promise<unknown> {
    return Promise.resolve(this.body);
  }
}

const realFetch = globalThis.fetch;
const realResponse = globalThis.Response;
beforeEach(() => {
  globalThis.Response = ManifestResponse as unknown as typeof Response;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Response = realResponse;
});

/** A release's mf-manifest.json, as a build writes it: its code under `publicPath`, React shared in `reactRange`. */
function releaseManifest(publicPath: string, reactRange: string) {
  const noFiles = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return {
    id: 'remote_apps',
    name: 'remote_apps',
    metaData: {
      name: 'remote_apps',
      type: 'app',
      buildInfo: { buildVersion: '1.1.0', buildName: 'remote-apps' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'remote_apps',
      pluginVersion: '2.9.2',
      publicPath,
    },
    shared: [
      {
        id: 'remote_apps:react',
        name: 'react',
        version: '19.2.0',
        singleton: true,
        requiredVersion: reactRange,
        assets: noFiles,
      },
    ],
    remotes: [],
    exposes: [{ id: 'remote_apps:routes', name: 'routes', path: './routes', assets: noFiles }],
  };
}

/**
 * A runtime like the host's (React 19.3.1 shared) with the plugin and one remote whose manifest is `manifest`;
 * the remote's entry, when the runtime gets that far, is a stand-in container recorded in `entriesLoaded`.
 */
function hostWith(manifestUrl: string, manifest: unknown, registered?: ReleaseToCheck) {
  globalThis.fetch = jest.fn(() => Promise.resolve(new ManifestResponse(manifest))) as unknown as typeof fetch;
  const entriesLoaded: string[] = [];
  const standInEntry: ModuleFederationRuntimePlugin = {
    name: 'test-stand-in-entry',
    loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.entry);
      return { init: () => undefined, get: () => () => Promise.resolve({ default: 'the route module' }) };
    },
  };
  const host = init({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'remote_apps', entry: manifestUrl }],
    shared: {
      react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } },
    },
    plugins: [checkRelease((name) => (name === registered?.name ? registered : undefined)), standInEntry],
  });
  return { host, entriesLoaded };
}

it("loads a release whose code comes from its manifest's origin and which can run with the host's singletons", async () => {
  const url = 'http://apps.test/releases/1.1.0/mf-manifest.json';
  const { host, entriesLoaded } = hostWith(url, releaseManifest('auto', '^19.0.0'));
  await expect(host.loadRemote('remote_apps/routes')).resolves.toEqual({ default: 'the route module' });
  expect(entriesLoaded).toEqual(['http://apps.test/releases/1.1.0/remoteEntry.js']);
});

it('refuses, before its entry is loaded, a release whose code would come from another origin', async () => {
  const url = 'http://apps.test/releases/1.2.0/mf-manifest.json';
  const { host, entriesLoaded } = hostWith(url, releaseManifest('http://elsewhere.test/', '^19.0.0'));
  const load = host.loadRemote('remote_apps/routes');
  await expect(load).rejects.toBeInstanceOf(CodeOriginError);
  await expect(load).rejects.toHaveProperty(
    'reason',
    'its code is served from http://elsewhere.test, which is not the origin of its mf-manifest.json (http://apps.test)',
  );
  expect(entriesLoaded).toEqual([]);
});

it('refuses, before its entry is loaded, a release built for singletons the host does not provide', async () => {
  const url = 'http://apps.test/releases/2.0.0/mf-manifest.json';
  const { host, entriesLoaded } = hostWith(url, releaseManifest('auto', '^20.0.0'));
  await expect(host.loadRemote('remote_apps/routes')).rejects.toBeInstanceOf(IncompatibleRemoteError);
  expect(entriesLoaded).toEqual([]);
});

it("takes an override's allow-list from what the host registered for that manifest", async () => {
  const url = 'http://store.test/releases/1.1.0/mf-manifest.json';
  const registered: ReleaseToCheck = {
    name: 'remote_apps',
    entry: url,
    codeOrigins: { allowed: ['http://cdn.test'], described: "on staging's allow-list" },
  };
  const { host, entriesLoaded } = hostWith(url, releaseManifest('http://cdn.test/apps/', '^19.0.0'), registered);
  await expect(host.loadRemote('remote_apps/routes')).resolves.toEqual({ default: 'the route module' });
  expect(entriesLoaded).toEqual(['http://cdn.test/apps/remoteEntry.js']);
});
