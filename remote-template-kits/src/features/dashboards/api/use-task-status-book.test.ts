import { statusBook } from './use-task-status-book';

const statuses = [
  { name: 'S-DONE', name1: 'Done', space: 'SP', position: 2 },
  { name: 'S-TODO', name1: 'To do', space: 'SP', position: 1 },
  { name: 'P-OWN', name1: 'Drafting', project: 'PROJ-C', position: 1 },
];
const statusOf = statusBook(
  [
    { name: 'PROJ-S', project_name: 'Site', space: 'SP', is_custom: 0 },
    { name: 'PROJ-C', project_name: 'Custom', space: 'SP', is_custom: 1 },
    { name: 'PROJ-N', project_name: 'None', space: null, is_custom: 0 },
  ],
  statuses,
);

test("a task of a project on its space's board shows its board status, or the board's first", () => {
  expect(statusOf({ project: 'PROJ-S', status: 'Open', puxeo_status: 'S-DONE' })).toEqual({
    kind: 'board',
    status: statuses[0],
  });
  expect(statusOf({ project: 'PROJ-S', status: 'Open', puxeo_status: null })).toEqual({
    kind: 'board',
    status: statuses[1],
  });
});

test("a project with its own statuses uses them, not its space's", () => {
  expect(statusOf({ project: 'PROJ-C', status: 'Open', puxeo_status: 'S-DONE' })).toEqual({
    kind: 'board',
    status: statuses[2],
  });
});

test("a task without a project, or of a project without a board, shows ERPNext's status", () => {
  expect(statusOf({ project: 'PROJ-N', status: 'Working', puxeo_status: null })).toEqual({
    kind: 'task',
    value: 'Working',
  });
  expect(statusOf({ project: null, status: 'Open' })).toEqual({ kind: 'task', value: 'Open' });
  expect(statusOf({ project: 'PROJ-UNKNOWN', status: 'Open' })).toEqual({ kind: 'task', value: 'Open' });
});
