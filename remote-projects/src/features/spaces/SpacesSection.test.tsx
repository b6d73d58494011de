import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import type { Role } from 'shared-auth';
import { installFakeServer, setSessionForTest, type FakeServer } from 'shared-auth/testing';
import { MemoryRouter, toaster } from 'shared-ui';
import type { Project, Space } from 'tessera-contracts';
import SpacesSection from './SpacesSection';
import { installFakeWorkspace } from '@projects/testing/workspace-server';

const SPACES: Space[] = [
  { name: 'product', name1: 'Product', color: '#7c3aed', modified: 'm-product' },
  { name: 'old', name1: 'Old things', color: '#64748b', archived: 1, modified: 'm-old' },
];
const PROJECTS: Project[] = [
  { name: 'PROJ-0001', project_name: 'Customer portal', space: 'product', color: '#a855f7', modified: 'm-1' },
  { name: 'PROJ-0002', project_name: 'Legacy site', space: 'product', archived: 1, modified: 'm-2' },
];

// Menus and a dialog are heavy for jsdom on a small, busy machine: a longer bound to wait within.
jest.setTimeout(20_000);

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

describe('deleting from the menu', () => {
  const SLOW = { timeout: 8000 };
  let toast: jest.SpyInstance;
  let workspace: ReturnType<typeof installFakeWorkspace>;

  beforeEach(() => {
    server.restore();
    toast = jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
  });
  afterEach(() => {
    workspace.restore();
    toast.mockRestore();
  });

  /** Delete, under More in Product's menu, by keyboard (each menu takes the focus a frame after it opens). */
  async function deleteProduct() {
    const user = userEvent.setup();
    renderAs('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Actions for Product' }));
    const more = await screen.findByRole('menuitem', { name: 'More' });
    await waitFor(() => expect(more.closest('[role=menu]')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(more).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowRight}');
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    await waitFor(() => expect(item.closest('[role=menu]')).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  }

  it('deletes a space with its projects and statuses, each after what links to it, as Frappe requires', async () => {
    workspace = installFakeWorkspace({
      spaces: SPACES,
      projects: PROJECTS,
      statuses: [
        { name: 'st-1', name1: 'To do', space: 'product' },
        { name: 'st-2', name1: 'Portal review', project: 'PROJ-0001' },
      ],
    });
    await deleteProduct();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Product deleted' }), SLOW);
    expect(workspace.tables.Spaces.map((space) => space.name)).toEqual(['old']);
    expect(workspace.tables.Project).toEqual([]);
    expect(workspace.tables['Puxeo Statuses']).toEqual([]);
  });

  it('says what was and was not deleted when the server refuses part-way', async () => {
    workspace = installFakeWorkspace({
      spaces: SPACES,
      projects: PROJECTS,
      statuses: [{ name: 'st-1', name1: 'To do', space: 'product' }],
      tasks: [{ name: 'TASK-9', project: 'PROJ-0099', puxeo_status: 'st-1' }],
    });
    await deleteProduct();
    await waitFor(
      () =>
        expect(toast).toHaveBeenCalledWith({
          type: 'error',
          title: 'Product was not completely deleted',
          description:
            'Deleted: project Customer portal, project Legacy site. Not deleted: status To do (Cannot delete or cancel ' +
            'because Puxeo Statuses st-1 is linked with Task TASK-9). The space Product and what is left in it are ' +
            'still there: delete it again to finish.',
        }),
      SLOW,
    );
    expect(workspace.tables.Spaces.map((space) => space.name)).toEqual(['product', 'old']);
  });
});
