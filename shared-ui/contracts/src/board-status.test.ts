import { boardStatusesOf, shownStatusOf, sortByPosition, spaceListStatuses, statusFieldOf } from './board-status';
import type { Project, PuxeoStatus } from './workspace';

const status = (name: string, parent: Partial<PuxeoStatus>, position?: number): PuxeoStatus => ({
  name,
  name1: name,
  position: position ?? null,
  ...parent,
});
const project = (name: string, space: string, isCustom = false): Project =>
  ({ name, project_name: name, space, is_custom: isCustom ? 1 : 0 }) as Project;

const statuses = [
  status('Done', { space: 'Eng' }, 2),
  status('Todo', { space: 'Eng' }, 1),
  status('Unplaced', { space: 'Eng' }),
  status('Idea', { project: 'Lab', is_custom: 1 }, 1),
];

test('statuses go in position order, those without one last', () => {
  expect(sortByPosition(statuses.slice(0, 3)).map((s) => s.name)).toEqual(['Todo', 'Done', 'Unplaced']);
});

test("a project's board statuses are its own when it has them, else its space's, else none", () => {
  expect(boardStatusesOf(project('Web', 'Eng'), statuses).map((s) => s.name)).toEqual(['Todo', 'Done', 'Unplaced']);
  expect(boardStatusesOf(project('Lab', 'Eng', true), statuses).map((s) => s.name)).toEqual(['Idea']);
  expect(boardStatusesOf(project('Ops', 'Sales'), statuses)).toEqual([]);
});

test("a space's list takes the space's statuses, then its custom projects'; none when the space has none", () => {
  const projects = [project('Web', 'Eng'), project('Lab', 'Eng', true)];
  expect(spaceListStatuses('Eng', projects, statuses).map((s) => s.name)).toEqual(['Todo', 'Done', 'Unplaced', 'Idea']);
  expect(spaceListStatuses('Sales', projects, statuses)).toEqual([]);
});

test('a task shows its board status, the first when it has none of them, and ERPNext status without a board', () => {
  const board = boardStatusesOf(project('Web', 'Eng'), statuses);
  expect(shownStatusOf({ status: 'Open', puxeo_status: 'Done' }, board)).toEqual({ kind: 'board', status: board[1] });
  expect(shownStatusOf({ status: 'Open', puxeo_status: null }, board)).toEqual({ kind: 'board', status: board[0] });
  expect(shownStatusOf({ status: 'Working', puxeo_status: 'Done' }, [])).toEqual({ kind: 'task', value: 'Working' });
  expect(statusFieldOf(board)).toBe('puxeo_status');
  expect(statusFieldOf([])).toBe('status');
});
