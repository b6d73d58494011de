import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui';
import { TestProviders } from 'build-presets/testing';
import { getDefaultStore } from 'jotai';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Role } from 'shared-auth';
import type { RouteModuleV2 } from 'shared-ui';
import { AUTH_USER_STORAGE_KEY } from 'shared-auth';
// Tests set the session directly; the app itself can only change it through sign-in and sign-out.
import { installFakeServer, setSessionForTest, type FakeServer } from 'shared-auth/testing';
import { forgetRouteModuleCode } from '../federation/remote-code';
import {
  remotesAtom,
  remotesKnownAtom,
  retryRemote,
  startRemotes,
  startRemotesWhenNeeded,
} from '../federation/remote-registry';
import { fetchRouteDeclarations, type RouteDeclarations } from '../federation/route-declarations';
import { loadSignInPage } from '../session/session-page-loaders';
import { loadShell } from '../shell/shell-loader';
import { AppRoutes } from './AppRoutes';
import { manifestEntries, routeModules } from '@host/testing/remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../federation/route-declarations', () => ({ fetchRouteDeclarations: jest.fn() }));
// Every remote here is compatible (the check itself is tested in remote-compatibility.test.ts).
jest.mock('../federation/remote-compatibility', () => ({
  ...jest.requireActual<object>('../federation/remote-compatibility'),
  checkRemoteCompatibility: () => Promise.resolve(),
}));
const mockedFetchDeclarations = fetchRouteDeclarations as jest.MockedFunction<typeof fetchRouteDeclarations>;
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** The pages whose code was loaded, in order. */
let pageLoads: string[] = [];

/** The real route modules, with each page replaced by a heading naming its path. */
function withStubPages(module: RouteModuleV2): RouteModuleV2 {
  return {
    ...module,
    pages: module.pages.map((page) => ({
      ...page,
      load: () => {
        pageLoads.push(page.path);
        return Promise.resolve({ default: () => <h1>page {page.path}</h1> });
      },
    })),
  };
}

function serveRemotes(down: string[] = []) {
  mockedLoadRemote.mockImplementation((id: string) => {
    const name = id.split('/')[0] as keyof typeof routeModules;
    if (down.includes(name)) return Promise.reject(new Error(`${name} is down`));
    return Promise.resolve({ default: withStubPages(routeModules[name]) });
  });
}

function signIn(role: Role) {
  const user = { userId: `${role}@x.io`, email: `${role}@x.io`, displayName: `${role} User`, role, photoURL: null };
  window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
  setSessionForTest(user);
}

function renderAt(path: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
}

// The frame's and the sign-in page's code are compiled on their first import, which took over a second on a busy
// machine (longer than findBy's wait): these tests are about where the router sends a visitor, so that code is
// in before they start, as the boot preloads it in the app.
beforeAll(() => Promise.all([loadShell(), loadSignInPage()]));

// The shell's own calls (the notifications bell) get an empty answer; these tests are about routing.
let backend: FakeServer;
beforeEach(() => {
  backend = installFakeServer((request) => {
    if (request.url === '/api/resource/Notification%20Log') return { status: 200, data: { data: [] } };
    if (request.url === '/api/method/frappe.client.get_count') return { status: 200, data: { message: 0 } };
    return undefined;
  });
});
afterEach(() => backend.restore());

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  setSessionForTest(null);
  getDefaultStore().set(remotesAtom, []);
  getDefaultStore().set(remotesKnownAtom, false);
  for (const { name } of manifestEntries) forgetRouteModuleCode(name);
  pageLoads = [];
  // By default the remotes publish no routes.json (built before it existed): their route modules load as code.
  mockedFetchDeclarations.mockResolvedValue(null);
});

/** What a remote's build publishes: its declarations without the page loaders. */
function published(name: keyof typeof routeModules): RouteDeclarations {
  const { contract, groups, pages } = routeModules[name];
  return { contract, groups, pages: pages.map(({ load: _load, ...page }) => page) };
}
const publishAll = () =>
  mockedFetchDeclarations.mockImplementation((entry) =>
    Promise.resolve(published(entry.name as keyof typeof routeModules)),
  );
const loadedRemotes = () => mockedLoadRemote.mock.calls.map(([id]) => id);

it('sends a signed-out visitor from an app path to sign-in', async () => {
  serveRemotes();
  await startRemotes(manifestEntries);
  renderAt('/todo/list');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

it('sends an EDITOR from an admin dashboard to sign-in, explaining why', async () => {
  serveRemotes();
  await startRemotes(manifestEntries);
  signIn('EDITOR');
  renderAt('/dashboard/v1');
  expect(
    await screen.findByText(/You are signed in as EDITOR User \(EDITOR\), who cannot open \/dashboard\/v1/),
  ).toBeInTheDocument();
});

it("lets an ADMIN into the dashboard and builds the menu from the remotes' entries", async () => {
  serveRemotes();
  await startRemotes(manifestEntries);
  signIn('ADMIN');
  renderAt('/dashboard/v1');
  expect(await screen.findByRole('heading', { name: 'page /dashboard/v1' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
  for (const group of ['Dashboards', 'Projects', 'Apps', 'Pages']) expect(nav).toHaveTextContent(group);
  for (const { name, entry } of manifestEntries)
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name, entry }], { force: false });
});

it('redirects / to /projects/all and an unknown path to the 404 page', async () => {
  serveRemotes();
  await startRemotes(manifestEntries);
  signIn('GUEST');
  const { unmount } = renderAt('/');
  expect(await screen.findByRole('heading', { name: 'page /projects/:space' })).toBeInTheDocument();
  unmount();
  renderAt('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

it('shows an app path as loading, not 404, while the manifest has not been read (boot on a session page)', async () => {
  serveRemotes();
  signIn('GUEST');
  renderAt('/todo/list');
  expect(screen.getByRole('status', { name: 'Loading Tessera' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  await act(() => startRemotes(manifestEntries));
  expect(await screen.findByRole('heading', { name: 'page /todo/list' })).toBeInTheDocument();
});

it("shows a down remote's paths as unavailable (not 404), and Retry re-registers and loads it", async () => {
  serveRemotes(['remote_apps']);
  await startRemotes(manifestEntries);
  signIn('EDITOR');
  renderAt('/todo/list');
  expect(await screen.findByRole('heading', { name: 'Apps is unavailable' })).toBeInTheDocument();
  expect(screen.getByTestId('unavailable-remotes')).toHaveTextContent('Apps is unavailable.');

  serveRemotes();
  const retryButtons = screen.getAllByRole('button', { name: 'Retry' });
  await userEvent.click(retryButtons[0]!);
  expect(await screen.findByRole('heading', { name: 'page /todo/list' })).toBeInTheDocument();
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'remote_apps', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
    { force: true },
  );
  await waitFor(() => expect(screen.queryByTestId('unavailable-remotes')).not.toBeInTheDocument());
});

it('marks a remote whose module is not a route module as unavailable', async () => {
  mockedLoadRemote.mockResolvedValue({ default: { nothing: true } });
  await startRemotes(manifestEntries.slice(0, 1));
  expect(getDefaultStore().get(remotesAtom)[0]).toMatchObject({
    status: 'unavailable',
    error: 'Projects did not expose a route module',
  });
  mockedLoadRemote.mockResolvedValue({ default: withStubPages(routeModules.remote_projects) });
  await retryRemote('remote_projects');
  expect(getDefaultStore().get(remotesAtom)[0]?.status).toBe('ready');
});

describe('with the routes.json the remotes publish', () => {
  it('draws every menu from them and loads only the opened page’s remote', async () => {
    publishAll();
    serveRemotes();
    await startRemotes(manifestEntries);
    signIn('ADMIN');
    renderAt('/todo/list');
    expect(await screen.findByRole('heading', { name: 'page /todo/list' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    for (const group of ['Dashboards', 'Projects', 'Apps', 'Pages']) expect(nav).toHaveTextContent(group);
    expect(loadedRemotes()).toEqual(['remote_apps/routes']);
  });

  it('guards a page from its published access level without loading its remote', async () => {
    publishAll();
    serveRemotes();
    await startRemotes(manifestEntries);
    signIn('EDITOR');
    renderAt('/dashboard/v1');
    expect(await screen.findByText(/who cannot open \/dashboard\/v1/)).toBeInTheDocument();
    expect(loadedRemotes()).toEqual([]);
  });

  it('shows the page as unavailable when its remote’s code cannot be loaded, and Retry loads it', async () => {
    publishAll();
    serveRemotes(['remote_apps']);
    await startRemotes(manifestEntries);
    signIn('EDITOR');
    renderAt('/todo/list');
    expect(await screen.findByRole('heading', { name: 'Apps is unavailable' })).toBeInTheDocument();
    serveRemotes();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'page /todo/list' })).toBeInTheDocument();
  });
});

describe('startRemotesWhenNeeded', () => {
  let stopWaiting = () => {};
  afterEach(() => stopWaiting());

  it('fetches nothing from any remote while nobody is signed in, yet their paths wait instead of 404', () => {
    publishAll();
    stopWaiting = startRemotesWhenNeeded(manifestEntries, true);
    expect(mockedFetchDeclarations).not.toHaveBeenCalled();
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    expect(
      getDefaultStore()
        .get(remotesAtom)
        .map((state) => state.status),
    ).toEqual(['loading', 'loading', 'loading']);
  });

  it('starts at sign-in when opened on a session page', () => {
    publishAll();
    serveRemotes();
    stopWaiting = startRemotesWhenNeeded(manifestEntries, true);
    expect(mockedFetchDeclarations).not.toHaveBeenCalled();
    signIn('EDITOR');
    expect(mockedFetchDeclarations).toHaveBeenCalledTimes(3);
  });

  it("starts an app page's at once, beside the session check, and runs none of their code", async () => {
    publishAll();
    serveRemotes();
    stopWaiting = startRemotesWhenNeeded(manifestEntries, false);
    expect(mockedFetchDeclarations).toHaveBeenCalledTimes(3);
    await waitFor(() =>
      expect(
        getDefaultStore()
          .get(remotesAtom)
          .map((state) => state.status),
      ).toEqual(['ready', 'ready', 'ready']),
    );
    // The opening page's code is the boot's to ask for (opening-page.ts), once.
    expect(loadedRemotes()).toEqual([]);
  });
});
