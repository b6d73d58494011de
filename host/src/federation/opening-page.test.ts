import { setSessionForTest } from 'shared-auth/testing';
import type { PageDeclaration, RouteModuleV2 } from 'shared-ui/route-contract';
import { preloadPageModule } from '../routing/page-modules';
import { prepareOpeningPage } from './opening-page';
import { planOpening } from './opening-plan';
import { loadRouteModuleCode } from './remote-code';
import type { RemoteManifestEntry } from './remote-manifest';
import { remoteSettled, type RemoteState } from './remote-registry';

jest.mock('./remote-code', () => ({ loadRouteModuleCode: jest.fn() }));
jest.mock('./remote-registry', () => ({ remoteSettled: jest.fn() }));
jest.mock('../routing/page-modules', () => ({ preloadPageModule: jest.fn(() => Promise.resolve()) }));
const loadCode = jest.mocked(loadRouteModuleCode);
const settled = jest.mocked(remoteSettled);
const preloadPage = jest.mocked(preloadPageModule);

const PROJECTS: RemoteManifestEntry = {
  name: 'remote_projects',
  title: 'Projects',
  entry: 'http://projects.test/mf-manifest.json',
  basePaths: ['/projects'],
};

function planFor(pathname: string, search = '') {
  const manifest = {
    environment: 'production',
    overrides: { allowed: false, origins: [], versions: {} },
    remotes: [PROJECTS],
  };
  return planOpening({ pathname, search }, { manifest, refused: [] }, { userId: 'ada@tessera.dev' });
}

function page(path: string, extra: Partial<PageDeclaration> = {}): PageDeclaration {
  return { path, title: path, load: jest.fn(() => Promise.resolve({ default: () => null })), ...extra };
}

/** The remote's code declares `pages`; its routes.json, read by the registry, gives each its own loader. */
function serve(...pages: PageDeclaration[]) {
  const module: RouteModuleV2 = { contract: 2, groups: [], pages, sections: [] };
  loadCode.mockResolvedValue(module);
  const published: RemoteState = {
    entry: PROJECTS,
    status: 'ready',
    routeModule: { ...module, pages: pages.map((declared) => ({ ...declared, load: routerLoader(declared.path) })) },
  };
  settled.mockResolvedValue(published);
}

const routerLoaders = new Map<string, PageDeclaration['load']>();
function routerLoader(path: string): PageDeclaration['load'] {
  const known = routerLoaders.get(path);
  if (known) return known;
  const load = jest.fn(() => Promise.resolve({ default: () => null }));
  routerLoaders.set(path, load);
  return load;
}

function signInAs(role: 'ADMIN' | 'EDITOR' | 'GUEST') {
  setSessionForTest({ userId: 'ada@tessera.dev', email: 'ada@tessera.dev', displayName: 'Ada', role, photoURL: null });
}

beforeEach(() => {
  loadCode.mockReset();
  settled.mockReset();
  preloadPage.mockClear();
  signInAs('EDITOR');
});

it("loads the opening page through the router's own loader and starts its prefetch with the path's parameters and the query", async () => {
  const prefetch = jest.fn(() => Promise.resolve());
  const list = page('/projects/:space', { prefetch });
  const other = page('/projects/:space/settings');
  serve(other, list);
  await prepareOpeningPage(planFor('/projects/engineering', '?group=priority'), Promise.resolve());
  expect(loadCode).toHaveBeenCalledTimes(1);
  expect(loadCode).toHaveBeenCalledWith(PROJECTS);
  // The loader the router renders the page with: drawn at once, not after one more round of loading.
  expect(preloadPage.mock.calls).toEqual([[routerLoader('/projects/:space')]]);
  expect(prefetch).toHaveBeenCalledWith({ params: { space: 'engineering' }, search: '?group=priority' });
});

it('starts the prefetch only once the session is restored, and waits for it to settle', async () => {
  let answer!: () => void;
  const prefetch = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  serve(page('/projects/:space', { prefetch }));
  let restore!: () => void;
  const sessionRestored = new Promise<void>((resolve) => (restore = resolve));
  let done = false;
  const preparing = prepareOpeningPage(planFor('/projects/all'), sessionRestored).then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).not.toHaveBeenCalled();
  restore();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).toHaveBeenCalled();
  expect(done).toBe(false);
  answer();
  await preparing;
  expect(done).toBe(true);
});

it("with the last visit's data shown, waits for the page's code only, and still starts the prefetch", async () => {
  const prefetch = jest.fn(() => new Promise<void>(() => undefined));
  serve(page('/projects/:space', { prefetch }));
  let done = false;
  void prepareOpeningPage(planFor('/projects/all'), Promise.resolve(), Promise.resolve(true)).then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).toHaveBeenCalled();
  expect(preloadPage).toHaveBeenCalledWith(routerLoader('/projects/:space'));
  expect(done).toBe(true);
});

it('prefetches nothing for a user whose role may not open the page (the guard sends them on)', async () => {
  signInAs('GUEST');
  const prefetch = jest.fn(() => Promise.resolve());
  serve(page('/projects/:space', { prefetch, access: 'admin' }));
  await prepareOpeningPage(planFor('/projects/all'), Promise.resolve());
  expect(prefetch).not.toHaveBeenCalled();
  expect(preloadPage).toHaveBeenCalledWith(routerLoader('/projects/:space'));
});

it('settles without throwing when the remote, the page or its prefetch fails, and asks nothing for a path no remote owns', async () => {
  loadCode.mockRejectedValueOnce(new Error('remote down'));
  await expect(prepareOpeningPage(planFor('/projects/all'), Promise.resolve())).resolves.toBeUndefined();
  serve(page('/projects/:space', { prefetch: () => Promise.reject(new Error('403')) }));
  await expect(prepareOpeningPage(planFor('/projects/all'), Promise.resolve())).resolves.toBeUndefined();
  await expect(prepareOpeningPage(planFor('/inbox'), Promise.resolve())).resolves.toBeUndefined();
  expect(loadCode).toHaveBeenCalledTimes(2);
});
