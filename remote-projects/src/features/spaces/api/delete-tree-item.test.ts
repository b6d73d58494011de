import { frappeError } from 'shared-auth/testing';
import type { Project, Space } from 'tessera-contracts';
import { installFakeWorkspace, type FakeWorkspaceOptions } from '@projects/testing/workspace-server';
import { deleteTreeItem } from './delete-tree-item';
import type { TreeItem } from './tree-item';

const SPACE: Space = { name: 'sp1', name1: 'Product', modified: 'm' };
const WEB: Project = { name: 'PROJ-0001', project_name: 'Website', space: 'sp1', is_custom: 1, modified: 'm' };
const OLD: Project = { name: 'PROJ-0002', project_name: 'Old site', space: 'sp1', archived: 1, modified: 'm' };
const OTHER: Project = { name: 'PROJ-0009', project_name: 'Elsewhere', space: 'sp2', modified: 'm' };
const STATUSES = [
  { name: 'st-todo', name1: 'To do', space: 'sp1' },
  { name: 'st-done', name1: 'Done', space: 'sp1' },
  { name: 'st-web', name1: 'Web review', project: 'PROJ-0001' },
];
const spaceItem: TreeItem = { kind: 'space', doc: SPACE };
const projectItem: TreeItem = { kind: 'project', doc: WEB };

let server: ReturnType<typeof installFakeWorkspace>;
const install = (options: FakeWorkspaceOptions = {}) => {
  server = installFakeWorkspace({
    spaces: [SPACE],
    projects: [WEB, OLD, OTHER],
    statuses: STATUSES,
    ...options,
  });
};
afterEach(() => server.restore());

const deleted = () => server.deletes().map((url) => url.replace('/api/resource/', ''));

it("deletes a space's projects (each after its own statuses), then its statuses, then the space", async () => {
  install();
  await expect(deleteTreeItem(spaceItem)).resolves.toEqual({ kind: 'deleted' });
  expect(deleted()).toEqual([
    'Puxeo Statuses/st-web',
    'Project/PROJ-0001',
    'Project/PROJ-0002',
    'Puxeo Statuses/st-todo',
    'Puxeo Statuses/st-done',
    'Spaces/sp1',
  ]);
  expect(server.tables.Spaces).toEqual([]);
  expect(server.tables.Project.map((project) => project.name)).toEqual(['PROJ-0009']);
  expect(server.tables['Puxeo Statuses']).toEqual([]);
});

it('deletes a project after its own statuses, and leaves its space and the space statuses alone', async () => {
  install();
  await expect(deleteTreeItem(projectItem)).resolves.toEqual({ kind: 'deleted' });
  expect(deleted()).toEqual(['Puxeo Statuses/st-web', 'Project/PROJ-0001']);
  expect(server.tables['Puxeo Statuses'].map((status) => status.name)).toEqual(['st-todo', 'st-done']);
});

it('deletes nothing while the projects have tasks, and says how many', async () => {
  install({ tasks: [{ name: 'TASK-1', project: 'PROJ-0002' }] });
  await expect(deleteTreeItem(spaceItem)).resolves.toEqual({
    kind: 'has-tasks',
    message: 'Product cannot be deleted while its projects have tasks (1). Move or delete them first.',
  });
  install({ tasks: [{ name: 'TASK-1', project: 'PROJ-0001' }] });
  await expect(deleteTreeItem(projectItem)).resolves.toEqual({
    kind: 'has-tasks',
    message: 'Website cannot be deleted while it has tasks (1). Move or delete them first.',
  });
  expect(deleted()).toEqual([]);
});

it('stops where the server refuses, says what was and was not deleted, and a second run finishes', async () => {
  // A task of another space's project still on this space's "Done" (a stale status after a move).
  install({
    tasks: [{ name: 'TASK-7', project: 'PROJ-0009', puxeo_status: 'st-done' }],
    deleteReplies: { 'st-todo': ['network-error'] },
  });
  const first = await deleteTreeItem(spaceItem);
  expect(first).toEqual({
    kind: 'incomplete',
    report: {
      deleted: ['status Web review', 'project Website', 'project Old site'],
      refused: [
        { item: 'status To do', reason: 'The server could not be reached. Check your connection and try again.' },
        {
          item: 'status Done',
          reason: 'Cannot delete or cancel because Puxeo Statuses st-done is linked with Task TASK-7',
        },
      ],
    },
  });
  expect(server.tables.Spaces).toHaveLength(1);
  expect(deleted()).not.toContain('Spaces/sp1');

  server.tables.Task[0]!.puxeo_status = null;
  await expect(deleteTreeItem(spaceItem)).resolves.toEqual({ kind: 'deleted' });
  expect(server.tables.Spaces).toEqual([]);
  expect(server.tables['Puxeo Statuses']).toEqual([]);
});

it('takes a child someone else deleted meanwhile (404) as deleted', async () => {
  install({ deleteReplies: { 'st-todo': ['already-deleted'], 'PROJ-0002': ['already-deleted'] } });
  await expect(deleteTreeItem(spaceItem)).resolves.toEqual({ kind: 'deleted' });
  expect(server.tables.Spaces).toEqual([]);
});

it('keeps the project when one of its statuses is refused, and names the refusal', async () => {
  install({ deleteReplies: { 'st-web': [frappeError(403, 'PermissionError', 'Not permitted')] } });
  await expect(deleteTreeItem(projectItem)).resolves.toEqual({
    kind: 'incomplete',
    report: { deleted: [], refused: [{ item: 'status Web review', reason: 'Not permitted' }] },
  });
  expect(server.tables.Project.map((project) => project.name)).toContain('PROJ-0001');
});
