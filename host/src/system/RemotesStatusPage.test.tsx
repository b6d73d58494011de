import { render, screen, within } from '@testing-library/react';
import { TestProviders } from 'build-presets/testing';
import { getDefaultStore } from 'jotai';
import { remoteCodeStatusAtom } from '../federation/remote-code-status';
import { remotesAtom } from '../federation/remote-registry';
import { tabEnvironmentAtom } from '../federation/tab-environment-state';
import RemotesStatusPage from './RemotesStatusPage';

jest.mock('../federation/shared-in-use', () => ({
  sharedModulesInUse: () => [
    {
      name: 'shared-auth',
      version: '1.0.0',
      provider: 'host',
      offered: [
        { version: '1.0.0', provider: 'host' },
        { version: '1.0.0', provider: 'remote_apps' },
      ],
    },
    { name: 'shared-ui/kits', offered: [{ version: '1.0.0', provider: 'host' }] },
  ],
}));

const entry = (name: string, title: string, version: string) => ({
  name,
  title,
  version,
  release: name.replace('_', '-'),
  entry: `http://127.0.0.1:3010/${name}/${version}/mf-manifest.json`,
  basePaths: [`/${name}`],
});

beforeEach(() => {
  const store = getDefaultStore();
  store.set(tabEnvironmentAtom, {
    manifest: {
      environment: 'staging',
      releases: 'http://127.0.0.1:3010/',
      overrides: { allowed: true, origins: ['http://127.0.0.1:3010'], versions: {} },
      remotes: [],
    },
    refused: [],
  });
  store.set(remotesAtom, [
    { entry: entry('remote_apps', 'Apps', '1.0.0'), status: 'ready' },
    { entry: entry('remote_projects', 'Projects', '0.1.0'), status: 'ready' },
    { entry: entry('remote_kits', 'Kits', '0.1.0'), status: 'unavailable', error: 'routes.json answered 503' },
    { entry: entry('remote_next', 'Next', '2.0.0'), status: 'ready' },
    { entry: entry('remote_far', 'Far', '1.2.0'), status: 'ready' },
  ]);
  store.set(remoteCodeStatusAtom, {
    remote_apps: { state: 'loaded', ms: 182, buildVersion: '1.1.0' },
    remote_next: {
      state: 'incompatible',
      ms: 12,
      error: 'remote_next 2.0.0 needs shared-auth ^2.0.0, this host provides 1.0.0',
    },
    remote_far: {
      state: 'refused',
      ms: 9,
      error: 'its code is served from http://127.0.0.1:3998, which is not the origin of its mf-manifest.json',
    },
  });
});

function row(table: string, key: string) {
  const rows = within(screen.getByRole('table', { name: table })).getAllByRole('row');
  const found = rows.find((candidate) => candidate.textContent?.includes(key));
  if (!found) throw new Error(`no row for ${key} in ${table}`);
  return found;
}

it('lists each remote with the version it runs, its entry, its state and its load time', async () => {
  render(
    <TestProviders>
      <RemotesStatusPage />
    </TestProviders>,
  );
  expect(await screen.findByText('staging')).toBeInTheDocument();
  expect(screen.getByText(/Testers may load another released version/)).toBeInTheDocument();

  const apps = row('Remotes', 'remote_apps');
  expect(apps).toHaveTextContent('1.1.0');
  expect(apps).toHaveTextContent('pinned 1.0.0');
  expect(apps).toHaveTextContent('Loaded');
  expect(apps).toHaveTextContent('182 ms');
  expect(apps).toHaveTextContent('http://127.0.0.1:3010/remote_apps/1.0.0/mf-manifest.json');

  expect(row('Remotes', 'remote_projects')).toHaveTextContent('Pages known, code not loaded yet');
  expect(row('Remotes', 'remote_kits')).toHaveTextContent('Unavailable');
  expect(row('Remotes', 'remote_kits')).toHaveTextContent('routes.json answered 503');
  expect(row('Remotes', 'remote_next')).toHaveTextContent('Refused: incompatible');
  expect(row('Remotes', 'remote_next')).toHaveTextContent('needs shared-auth ^2.0.0, this host provides 1.0.0');
  expect(row('Remotes', 'remote_far')).toHaveTextContent('Refused: code served elsewhere');
  expect(row('Remotes', 'remote_far')).toHaveTextContent('its code is served from http://127.0.0.1:3998');
});

it('lists the shared singletons in use and who provided them', async () => {
  render(
    <TestProviders>
      <RemotesStatusPage />
    </TestProviders>,
  );
  expect(await screen.findByText('staging')).toBeInTheDocument();
  expect(row('Shared singletons', 'shared-auth')).toHaveTextContent('1.0.0host1.0.0 (host), 1.0.0 (remote_apps)');
  expect(row('Shared singletons', 'shared-ui/kits')).toHaveTextContent('not asked for yet');
});
