import { getInstance, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startRemotesEarly } from './early-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedPreloadRemote = preloadRemote as jest.MockedFunction<typeof preloadRemote>;

const ENVIRONMENT_URL = 'https://app.example/remotes.json';
const realFetch = globalThis.fetch;

/** A host whose remotes.json pins Apps at `manifestUrl`, which serves a release with its files under `publicPath`. */
function serving(manifestUrl: string, publicPath: string): void {
  const answers: Record<string, unknown> = {
    [ENVIRONMENT_URL]: { remote_apps: { entry: manifestUrl, title: 'Apps', basePaths: ['/todo'] } },
    [manifestUrl]: {
      metaData: {
        buildInfo: { buildVersion: '1.2.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath,
      },
      shared: [],
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1a2b.js'], async: [] } } }],
    },
  };
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const json = answers[String(input)];
    const response = {
      ok: json !== undefined,
      status: json === undefined ? 404 : 200,
      json: () => Promise.resolve(json),
      clone: () => response,
    } as Response;
    return Promise.resolve(response);
  });
}

const preloadedScripts = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

beforeEach(() => {
  (getInstance as jest.MockedFunction<typeof getInstance>).mockReturnValue({
    options: { name: 'host', shared: {}, remotes: [] },
  } as unknown as ReturnType<typeof getInstance>);
  mockedPreloadRemote.mockResolvedValue(undefined);
  document.head.replaceChildren();
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.clearAllMocks();
});

it("downloads the opening page's remote code early once its manifest is checked", async () => {
  serving('https://cdn.example/apps/1.1.0/mf-manifest.json', 'auto');
  await startRemotesEarly(ENVIRONMENT_URL, '/todo/list', Promise.resolve());
  expect(preloadedScripts()).toEqual([
    'https://cdn.example/apps/1.1.0/remoteEntry.js',
    'https://cdn.example/apps/1.1.0/routes.1a2b.js',
  ]);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_apps', entry: 'https://cdn.example/apps/1.1.0/mf-manifest.json' },
  ]);
  expect(mockedPreloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'remote_apps', exposes: ['./routes'] }]);
});

it('asks nothing of the origin a refused manifest names, and has the runtime preload nothing', async () => {
  serving('https://cdn.example/apps/1.2.0/mf-manifest.json', 'http://127.0.0.1:3998/apps/1.2.0/');
  await startRemotesEarly(ENVIRONMENT_URL, '/todo/list', Promise.resolve());
  // The runtime would load the entry from where the manifest says, and run it.
  expect(mockedPreloadRemote).not.toHaveBeenCalled();
  expect(preloadedScripts()).toEqual([]);
  const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
  expect(asked.filter((url) => url.startsWith('http://127.0.0.1:3998'))).toEqual([]);
});
