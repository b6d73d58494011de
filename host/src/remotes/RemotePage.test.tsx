import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from 'build-presets/testing';
import type { HostRoute } from '../routing/route-table';
import { CodeOriginError } from '../federation/code-origins';
import { IncompatibleRemoteError } from '../federation/compatibility';
import { RemotePage } from './RemotePage';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 802 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function renderPage(route: HostRoute) {
  return render(
    <TestProviders>
      <RemotePage route={route} remoteTitle="Apps" />
    </TestProviders>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the unavailable panel when the page cannot be fetched, importing once, and Retry recovers', async () => {
  const load = jest
    .fn<ReturnType<HostRoute['load']>, []>()
    .mockRejectedValueOnce(chunkLoadError())
    .mockResolvedValue({ default: () => <h1>Todo page</h1> });
  const route: HostRoute = { path: '/todo/list', title: 'Todo', remote: 'remote_apps', load };
  renderPage(route);
  expect(await screen.findByRole('heading', { name: 'Apps is unavailable' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Todo page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  // The loading state named the tab after the route; the page itself may name it more precisely.
  expect(document.title).toBe('Todo · Tessera');
});

it('tells a page that crashed from a remote that is unreachable', async () => {
  const Broken = () => {
    throw new Error('Cannot read properties of undefined');
  };
  const route: HostRoute = {
    path: '/todo/crash',
    title: 'Crash',
    remote: 'remote_apps',
    load: () => Promise.resolve({ default: Broken }),
  };
  renderPage(route);
  expect(await screen.findByRole('heading', { name: 'Apps hit an error' })).toBeInTheDocument();
  expect(screen.getByText('This page stopped working. The rest of Tessera is not affected.')).toBeInTheDocument();
});

it('says a version that cannot run with this host is not loaded, with what it needs', async () => {
  const route: HostRoute = {
    path: '/todo/list',
    title: 'Todo',
    remote: 'remote_apps',
    load: () =>
      Promise.reject(
        new IncompatibleRemoteError('remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0'),
      ),
  };
  renderPage(route);
  expect(
    await screen.findByRole('heading', { name: 'Apps cannot run with this version of Tessera' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0',
  );
});

it('says a version whose code is served from elsewhere was not loaded, and where from', async () => {
  const reason =
    'its code is served from http://127.0.0.1:3998, which is not the origin of its mf-manifest.json (http://127.0.0.1:3010)';
  const route: HostRoute = {
    path: '/todo/list',
    title: 'Todo',
    remote: 'remote_apps',
    load: () => Promise.reject(new CodeOriginError(reason)),
  };
  renderPage(route);
  expect(await screen.findByRole('heading', { name: 'Apps was not loaded' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'would load its code from a server this environment does not allow',
  );
  expect(screen.getByTestId('remote-unavailable-detail')).toHaveTextContent(reason);
});

it("a failed page's panel goes when another page opens in its place", async () => {
  const broken: HostRoute = {
    path: '/todo/list',
    title: 'Todo',
    remote: 'remote_apps',
    load: () => Promise.reject(chunkLoadError()),
  };
  const profile: HostRoute = {
    path: '/pages/user-profile',
    title: 'My profile',
    remote: 'remote_template_kits',
    load: () => Promise.resolve({ default: () => <h1>Profile page</h1> }),
  };
  const { rerender } = renderPage(broken);
  expect(await screen.findByRole('heading', { name: 'Apps is unavailable' })).toBeInTheDocument();
  rerender(
    <TestProviders>
      <RemotePage route={profile} remoteTitle="Template kits" />
    </TestProviders>,
  );
  expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
});
