import { getInstance } from '@module-federation/enhanced/runtime';
import { preloadRouteModule, preloadScripts, routeModuleFiles } from './route-module-preload';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
jest.mocked(getInstance).mockReturnValue({
  options: { name: 'host', shared: {}, remotes: [] },
} as unknown as ReturnType<typeof getInstance>);

const MANIFEST_URL = 'http://projects.test/app/mf-manifest.json';

const manifest = (publicPath: string, entryPath = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' } },
  exposes: [
    { name: 'widgets', assets: { js: { sync: ['1.aaaa.js'], async: [] } } },
    {
      name: 'routes',
      assets: { js: { sync: ['667.f81f.js', '__federation_expose_routes.ed48.js'], async: ['600.abe7.js'] } },
    },
  ],
});

const PAGE = 'http://app.test/projects/all';

test("the entry and the route module's files at once, beside the manifest when its public path is 'auto'", () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('auto'), PAGE)).toEqual([
    'http://projects.test/app/remoteEntry.js',
    'http://projects.test/app/667.f81f.js',
    'http://projects.test/app/__federation_expose_routes.ed48.js',
  ]);
});

test('where the runtime will ask for them: publicPath joined to each file, read against the page', () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('http://projects.test/static/', 'entry/'), PAGE)).toEqual([
    'http://projects.test/static/entry/remoteEntry.js',
    'http://projects.test/static/667.f81f.js',
    'http://projects.test/static/__federation_expose_routes.ed48.js',
  ]);
  expect(routeModuleFiles(MANIFEST_URL, manifest('/static/'), PAGE)[0]).toBe('http://app.test/static/remoteEntry.js');
});

test('nothing from a manifest that is not one', () => {
  expect(routeModuleFiles(MANIFEST_URL, null, PAGE)).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { publicPath: 'auto' }, exposes: [null] }, PAGE)).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { remoteEntry: { name: 42 } }, exposes: 'routes' }, PAGE)).toEqual(
    [],
  );
});

test('one preload per script the page does not already have', () => {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.src = 'http://projects.test/app/remoteEntry.js';
  doc.head.append(script);
  const files = routeModuleFiles(MANIFEST_URL, manifest('auto'), PAGE);
  preloadScripts(files, doc);
  preloadScripts(files, doc);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((link) => [link.as, link.href])).toEqual([
    ['script', 'http://projects.test/app/667.f81f.js'],
    ['script', 'http://projects.test/app/__federation_expose_routes.ed48.js'],
  ]);
});

describe('preloadRouteModule', () => {
  const ENTRY = 'https://cdn.example/apps/1.1.0/mf-manifest.json';
  const owner = { name: 'remote_apps', title: 'Apps', entry: ENTRY, basePaths: ['/todo'] };
  const realFetch = globalThis.fetch;

  /** A release at `entry` whose manifest puts its files under `publicPath`. */
  function serving(entry: string, publicPath: string): jest.Mock {
    const json = {
      metaData: {
        buildInfo: { buildVersion: '1.1.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath,
      },
      shared: [],
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1a2b.js'], async: [] } } }],
    };
    const fetchMock = jest.fn((input: RequestInfo | URL) => {
      const found = String(input) === entry;
      const response = {
        ok: found,
        status: found ? 200 : 404,
        json: () => Promise.resolve(json),
        clone: () => response,
      } as Response;
      return Promise.resolve(response);
    });
    globalThis.fetch = fetchMock;
    return fetchMock;
  }

  const preloaded = (doc: Document) =>
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test("downloads the owner's entry and route module once its manifest is checked", async () => {
    serving(ENTRY, 'auto');
    const doc = document.implementation.createHTMLDocument('');
    await preloadRouteModule(owner, doc);
    expect(preloaded(doc)).toEqual([
      'https://cdn.example/apps/1.1.0/remoteEntry.js',
      'https://cdn.example/apps/1.1.0/routes.1a2b.js',
    ]);
  });

  test('asks nothing of the origin a refused manifest names', async () => {
    const elsewhere = 'https://cdn.example/apps/1.2.0/mf-manifest.json';
    const fetchMock = serving(elsewhere, 'http://127.0.0.1:3998/apps/1.2.0/');
    const doc = document.implementation.createHTMLDocument('');
    await expect(preloadRouteModule({ ...owner, entry: elsewhere }, doc)).resolves.toBeUndefined();
    expect(preloaded(doc)).toEqual([]);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.startsWith('http://127.0.0.1:3998'))).toEqual([]);
  });
});
