import { planOpening, type OpeningPlan } from './opening-plan';
import type { EnvironmentManifest, RemoteManifestEntry } from './remote-manifest';
import type { TabEnvironment } from './tab-environment';

const remote = (name: string, basePaths: string[]): RemoteManifestEntry => ({
  name,
  title: name,
  entry: `https://cdn.example/${name}/mf-manifest.json`,
  basePaths,
});
const PROJECTS = remote('remote_projects', ['/projects', '/kanban']);
const APPS = remote('remote_apps', ['/todo']);

function environment(changes: Partial<EnvironmentManifest> = {}, refused: TabEnvironment['refused'] = []) {
  const manifest: EnvironmentManifest = {
    environment: 'production',
    overrides: { allowed: false, origins: [], versions: {} },
    remotes: [PROJECTS, APPS],
    ...changes,
  };
  return { manifest, refused };
}

const ADA = { userId: 'ada@tessera.dev' };
const NOBODY = { userId: null };
const at = (pathname: string, search = '') => ({ pathname, search });

it("an app page for a signed-in user: its owner's code is preloaded, and the frame draws with the page", () => {
  const plan = planOpening(at('/projects/all', '?group=priority'), environment(), ADA);
  expect(plan).toEqual<OpeningPlan>({
    pathname: '/projects/all',
    search: '?group=priority',
    environment: environment(),
    owner: PROJECTS,
    preload: { sessionPage: null, shell: true, ownerCode: true, environmentBar: false },
    firstDraw: 'page',
    remotesAtSignIn: false,
  });
  expect(planOpening(at('/todo/list'), environment(), ADA).owner).toBe(APPS);
});

it('a session page: its own code only, nothing of any remote, and the remotes only once somebody signs in', () => {
  for (const session of [ADA, NOBODY]) {
    const plan = planOpening(at('/session/signin'), environment(), session);
    expect(plan.owner).toBeNull();
    expect(plan.preload).toEqual({
      sessionPage: '/session/signin',
      shell: false,
      ownerCode: false,
      environmentBar: false,
    });
    expect(plan.firstDraw).toBe('session-page');
    expect(plan.remotesAtSignIn).toBe(true);
  }
  expect(planOpening(at('/session/signup'), environment(), NOBODY).preload.sessionPage).toBe('/session/signup');
});

it("an app page nobody is signed in to: the sign-in page's code, none of the owner's, the remotes at sign-in", () => {
  const plan = planOpening(at('/projects/all'), environment(), NOBODY);
  expect(plan.owner).toBe(PROJECTS);
  expect(plan.preload).toEqual({
    sessionPage: '/session/signin',
    shell: true,
    ownerCode: false,
    environmentBar: false,
  });
  expect(plan.firstDraw).toBe('frame');
  expect(plan.remotesAtSignIn).toBe(true);
});

it('a page no remote owns (a host page, an unknown path): the frame at once, no remote code', () => {
  for (const pathname of ['/system/remotes', '/projectsx', '/']) {
    const plan = planOpening(at(pathname), environment(), ADA);
    expect(plan.owner).toBeNull();
    expect(plan.preload.ownerCode).toBe(false);
    expect(plan.firstDraw).toBe('frame');
  }
});

it('remotes.json unreadable: an app page draws the failure, a session page its form', () => {
  const failed = { error: 'The remote manifest answered 503' };
  const appPage = planOpening(at('/projects/all'), failed, ADA);
  expect(appPage.firstDraw).toBe('boot-failure');
  expect(appPage.owner).toBeNull();
  expect(appPage.preload).toEqual({ sessionPage: null, shell: false, ownerCode: false, environmentBar: false });
  expect(planOpening(at('/session/signin'), failed, NOBODY).firstDraw).toBe('session-page');
});

it('the environment bar, where the environment has something to show a tester', () => {
  const staging = environment({ environment: 'staging', overrides: { allowed: true, origins: [], versions: {} } });
  expect(planOpening(at('/session/signin'), staging, NOBODY).preload.environmentBar).toBe(true);
  expect(planOpening(at('/projects/all'), staging, ADA).preload.environmentBar).toBe(true);
  const pinned = environment({ remotes: [{ ...PROJECTS, pinned: { entry: PROJECTS.entry } }] });
  expect(planOpening(at('/projects/all'), pinned, ADA).preload.environmentBar).toBe(true);
  const refused = environment({}, [{ remote: 'remote_apps', requested: '9.9.9', reason: 'not allowed' }]);
  expect(planOpening(at('/projects/all'), refused, ADA).preload.environmentBar).toBe(true);
});
