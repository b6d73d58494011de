import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry } from './remote-manifest';
import { preloadRouteModule } from './route-module-preload';

// jsdom has no Response; the runtime takes a manifest only from one (`instanceof Response`).
class ManifestResponse {
  constructor(private readonly body: unknown) {}
  json(): Promise<unknown> {
    return Promise.resolve(this.body);
  }
  clone(): ManifestResponse {
    return new ManifestResponse(this.body);
  }
}

/** A release's mf-manifest.json: its code under `publicPath`, its route module in two files. */
function releaseManifest(name: string, publicPath: string) {
  const files = (sync: string[]) => ({ js: { sync, async: ['600.abe7.js'] }, css: { sync: [], async: [] } });
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.1.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath,
    },
    shared: [
      {
        id: `${name}:react`,
        name: 'react',
        version: '19.2.0',
        singleton: true,
        requiredVersion: '^19.0.0',
        assets: files(['react.1111.js']),
      },
    ],
    remotes: [],
    exposes: [
      { id: `${name}:widgets`, name: 'widgets', path: './widgets', assets: files(['1.aaaa.js']) },
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: files(['667.f81f.js', '__federation_expose_routes.ed48.js']),
      },
    ],
  };
}

// What the runtime asked for: entries it loaded (a stand-in container) and files it preloaded (each answered).
const entriesLoaded: string[] = [];
const filesPreloaded: string[] = [];
const recordLoads: ModuleFederationRuntimePlugin = {
  name: 'test-record-loads',
  loadEntry({ remoteInfo }) {
    entriesLoaded.push(remoteInfo.entry);
    return { init: () => undefined, get: () => () => Promise.resolve({}) };
  },
  createLink({ url }) {
    filesPreloaded.push(url);
    const link = document.createElement('link');
    setTimeout(() => link.dispatchEvent(new Event('load')));
    return link;
  },
};

init({
  name: 'host',
  remotes: [],
  shared: { react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } } },
  plugins: [recordLoads],
});

const realFetch = globalThis.fetch;
const realResponse = globalThis.Response;
let manifestsAsked: string[] = [];

/** The remote `name`, its release's manifest at `url` naming its code under `publicPath`. */
function remoteServing(name: string, url: string, publicPath: string): RemoteManifestEntry {
  globalThis.Response = ManifestResponse as unknown as typeof Response;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    manifestsAsked.push(String(input));
    return Promise.resolve(new ManifestResponse(releaseManifest(name, publicPath)));
  }) as unknown as typeof fetch;
  return { name, title: name, entry: url, basePaths: ['/todo'] };
}

beforeEach(() => {
  entriesLoaded.length = 0;
  filesPreloaded.length = 0;
  manifestsAsked = [];
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Response = realResponse;
});

test("has the runtime fetch the owner's entry and its route module's first files, not its singletons'", async () => {
  const url = 'https://cdn.example/apps/1.1.0/mf-manifest.json';
  await preloadRouteModule(remoteServing('remote_apps', url, 'auto'));
  expect(manifestsAsked).toEqual([url]);
  expect(entriesLoaded).toEqual(['https://cdn.example/apps/1.1.0/remoteEntry.js']);
  expect(filesPreloaded).toEqual([
    'https://cdn.example/apps/1.1.0/667.f81f.js',
    'https://cdn.example/apps/1.1.0/__federation_expose_routes.ed48.js',
  ]);
});

test('asks nothing of a release the check refuses, and does not reject', async () => {
  const url = 'https://cdn.example/kits/1.2.0/mf-manifest.json';
  await expect(
    preloadRouteModule(remoteServing('remote_kits', url, 'http://127.0.0.1:3998/kits/1.2.0/')),
  ).resolves.toBeUndefined();
  expect(manifestsAsked).toEqual([url]);
  expect(entriesLoaded).toEqual([]);
  expect(filesPreloaded).toEqual([]);
});
