import { setSessionForTest } from 'shared-auth/testing';
import type { PageDeclaration, RouteModuleV2 } from 'shared-ui/route-contract';
import { prepareOpeningPage } from './opening-page';
import { loadRouteModuleCode } from './remote-code';
import type { RemoteManifestEntry } from './remote-manifest';

jest.mock('./remote-code', () => ({ loadRouteModuleCode: jest.fn() }));
const loadCode = jest.mocked(loadRouteModuleCode);

const PROJECTS: RemoteManifestEntry = {
  name: 'remote_projects',
  title: 'Projects',
  entry: 'http://projects.test/mf-manifest.json',
  basePaths: ['/projects'],
} as RemoteManifestEntry;

function page(path: string, extra: Partial<PageDeclaration> = {}): PageDeclaration {
  return { path, title: path, load: jest.fn(() => Promise.resolve({ default: () => null })), ...extra };
}

function serve(...pages: PageDeclaration[]) {
  const module: RouteModuleV2 = { contract: 2, groups: [], pages, sections: [] };
  loadCode.mockResolvedValue(module);
}

function signInAs(role: 'ADMIN' | 'EDITOR' | 'GUEST') {
  setSessionForTest({ userId: 'ada@tessera.dev', email: 'ada@tessera.dev', displayName: 'Ada', role, photoURL: null });
}

beforeEach(() => {
  loadCode.mockReset();
  signInAs('EDITOR');
});

it("loads the opening page's code and starts its prefetch with the path's parameters and the query", async () => {
  const prefetch = jest.fn(() => Promise.resolve());
  const list = page('/projects/:space', { prefetch });
  const other = page('/projects/:space/settings');
  serve(other, list);
  await prepareOpeningPage([PROJECTS], { pathname: '/projects/engineering', search: '?group=priority' });
  expect(loadCode).toHaveBeenCalledWith(PROJECTS);
  expect(list.load).toHaveBeenCalledTimes(1);
  expect(other.load).not.toHaveBeenCalled();
  expect(prefetch).toHaveBeenCalledWith({ params: { space: 'engineering' }, search: '?group=priority' });
});

it('waits for the prefetch to settle', async () => {
  let answer!: () => void;
  const prefetch = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  serve(page('/projects/:space', { prefetch }));
  let settled = false;
  const preparing = prepareOpeningPage([PROJECTS], { pathname: '/projects/all', search: '' }).then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).toHaveBeenCalled();
  expect(settled).toBe(false);
  answer();
  await preparing;
  expect(settled).toBe(true);
});

it('prefetches nothing for a user whose role may not open the page (the guard sends them on)', async () => {
  signInAs('GUEST');
  const prefetch = jest.fn(() => Promise.resolve());
  const admin = page('/projects/:space', { prefetch, access: 'admin' });
  serve(admin);
  await prepareOpeningPage([PROJECTS], { pathname: '/projects/all', search: '' });
  expect(prefetch).not.toHaveBeenCalled();
  expect(admin.load).toHaveBeenCalled();
});

it('settles without throwing when the remote, the page or its prefetch fails, and for a path no remote owns', async () => {
  loadCode.mockRejectedValueOnce(new Error('remote down'));
  await expect(prepareOpeningPage([PROJECTS], { pathname: '/projects/all', search: '' })).resolves.toBeUndefined();
  serve(page('/projects/:space', { prefetch: () => Promise.reject(new Error('403')) }));
  await expect(prepareOpeningPage([PROJECTS], { pathname: '/projects/all', search: '' })).resolves.toBeUndefined();
  await expect(prepareOpeningPage([PROJECTS], { pathname: '/inbox', search: '' })).resolves.toBeUndefined();
  expect(loadCode).toHaveBeenCalledTimes(2);
});
