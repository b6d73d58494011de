import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import type { Role } from 'shared-auth';
import { installFakeServer, setSessionForTest, type FakeServer } from 'shared-auth/testing';
import { MemoryRouter } from 'shared-ui';
import SpacesSection from './SpacesSection';

const SPACES = [
  { name: 'product', name1: 'Product', color: '#7c3aed', modified: 'm-product' },
  { name: 'old', name1: 'Old things', color: '#64748b', archived: 1, modified: 'm-old' },
];
const PROJECTS = [
  { name: 'PROJ-0001', project_name: 'Customer portal', space: 'product', color: '#a855f7', modified: 'm-1' },
  { name: 'PROJ-0002', project_name: 'Legacy site', space: 'product', archived: 1, modified: 'm-2' },
];

let server: FakeServer;

beforeEach(() => {
  server = installFakeServer(({ method, url }) => {
    const doctype = decodeURIComponent(url.split('/')[3] ?? '');
    if (method === 'GET' && doctype === 'Spaces') return { status: 200, data: { data: SPACES } };
    if (method === 'GET' && doctype === 'Project') return { status: 200, data: { data: PROJECTS } };
    if (method === 'PUT') return { status: 200, data: { data: {} } };
    return undefined;
  });
});
afterEach(() => {
  server.restore();
  setSessionForTest(null);
});

function renderAs(role: Role) {
  setSessionForTest({ userId: 'u@x.io', email: 'u@x.io', displayName: role, role, photoURL: null });
  return renderWithProviders(
    <MemoryRouter initialEntries={['/projects/all']}>
      <SpacesSection />
    </MemoryRouter>,
  );
}

it('shows each space with its projects, linking to its tasks and their boards; archived ones stay out', async () => {
  renderAs('ADMIN');
  expect(await screen.findByRole('link', { name: 'Product' })).toHaveAttribute('href', '/projects/product');
  expect(screen.getByRole('link', { name: 'Customer portal' })).toHaveAttribute(
    'href',
    '/kanban/product?project=PROJ-0001',
  );
  expect(screen.queryByRole('link', { name: 'Old things' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Legacy site' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create a new space' })).toBeInTheDocument();
});

it('archives from the context menu, sending the version the user saw', async () => {
  const user = userEvent.setup();
  renderAs('EDITOR');
  await user.click(await screen.findByRole('button', { name: 'Actions for Product' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  await waitFor(() =>
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/resource/Spaces/product',
      body: { archived: 1, modified: 'm-product' },
    }),
  );
});

it('lists archived spaces and projects under Archived, each with Restore', async () => {
  const user = userEvent.setup();
  renderAs('EDITOR');
  await user.click(await screen.findByRole('button', { name: 'Archived (2)' }));
  expect(screen.getByText('Old things')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore Legacy site' }));
  await waitFor(() =>
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/resource/Project/PROJ-0002',
      body: { archived: 0, modified: 'm-2' },
    }),
  );
});

it('gives a GUEST the tree without any write action', async () => {
  renderAs('GUEST');
  expect(await screen.findByRole('link', { name: 'Product' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create a new space' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Archived (2)' }));
  expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
});

it('an EDITOR gets no Delete under More', async () => {
  const user = userEvent.setup();
  renderAs('EDITOR');
  await user.click(await screen.findByRole('button', { name: 'Actions for Product' }));
  await user.click(await screen.findByRole('menuitem', { name: 'More' }));
  expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
});
