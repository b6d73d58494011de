import { statusNameScopeOf, type StatusCombination } from './status-name-plan';
import { doneStatusOf, outcomeOf, tallyStatuses } from './status-tally';
import type { Project, PuxeoStatus } from './workspace';

const status = (name: string, name1: string, owner: Partial<PuxeoStatus>, position: number): PuxeoStatus => ({
  name,
  name1,
  color: `#00000${position}`,
  position,
  ...owner,
});
// Engineering: To do, Done. Product: Backlog, In design, done. P-solo has its own board of one status.
const statuses = [
  status('eng-todo', 'To do', { space: 'eng' }, 1),
  status('eng-done', 'Done', { space: 'eng' }, 2),
  status('pro-done', 'done', { space: 'pro' }, 3),
  status('pro-backlog', 'Backlog', { space: 'pro' }, 1),
  status('pro-design', 'In design', { space: 'pro' }, 2),
  status('solo-only', 'Only', { project: 'P-solo', is_custom: 1 }, 1),
];
const projects: Project[] = [
  { name: 'P-eng', project_name: 'Eng', space: 'eng' },
  { name: 'P-pro', project_name: 'Pro', space: 'pro' },
  { name: 'P-solo', project_name: 'Solo', space: 'eng', is_custom: 1 },
  { name: 'P-none', project_name: 'None', space: 'none' },
];
const scope = statusNameScopeOf([{ name: 'eng' }, { name: 'pro' }], projects, statuses);
const row = (project: string | null, puxeoStatus: string | null, taskStatus: string, count: number) =>
  ({ project, puxeoStatus, status: taskStatus, count }) satisfies StatusCombination;

test("a board's done status is its last by position, and a board of one status has none", () => {
  expect(doneStatusOf(scope.boards.get('P-pro') ?? [])?.name).toBe('pro-done');
  expect(doneStatusOf(scope.boards.get('P-solo') ?? [])).toBeNull();
  expect(doneStatusOf([])).toBeNull();
});

test("a task's one status decides whether it is done, not ERPNext's status beside a board status", () => {
  const eng = scope.boards.get('P-eng') ?? [];
  const [todo, done] = eng;
  if (!todo || !done) throw new Error('the engineering board');
  expect(outcomeOf({ kind: 'board', status: done }, eng)).toBe('done');
  expect(outcomeOf({ kind: 'board', status: todo }, eng)).toBe('open');
  expect(outcomeOf({ kind: 'task', value: 'Completed' }, [])).toBe('done');
  expect(outcomeOf({ kind: 'task', value: 'Cancelled' }, [])).toBe('cancelled');
  expect(outcomeOf({ kind: 'task', value: 'Working' }, [])).toBe('open');
});

test('the tally counts each task once by the name of its one status, in the list order, with done and cancelled', () => {
  const tally = tallyStatuses(scope.names, scope.boards, [
    // Board tasks: ERPNext's status beside the board status does not count.
    row('P-eng', 'eng-done', 'Open', 2),
    row('P-pro', 'pro-done', 'Working', 3),
    row('P-pro', 'pro-design', 'Completed', 1),
    // No board status of its board: the board's first.
    row('P-eng', null, 'Cancelled', 4),
    row('P-solo', 'solo-only', 'Completed', 1),
    // No board: ERPNext's status.
    row('P-none', null, 'Completed', 5),
    row(null, null, 'Cancelled', 6),
    row(null, null, 'Open', 7),
  ]);
  expect(tally.byName.map(({ name, count }) => [name.label, count])).toEqual([
    ['To do', 4],
    ['Done', 5],
    ['Only', 1],
    ['In design', 1],
    ['Open', 7],
    ['Completed', 5],
    ['Cancelled', 6],
  ]);
  expect(tally.byName[1]?.name).toEqual({ key: 'done', label: 'Done', color: '#000002' });
  expect(tally).toMatchObject({ total: 29, done: 2 + 3 + 5, cancelled: 6 });
});

test('a status no board and not ERPNext names (a site added it) still has its count, last', () => {
  const tally = tallyStatuses(scope.names, scope.boards, [row(null, null, 'Blocked', 2), row(null, null, 'Open', 1)]);
  expect(tally.byName.map(({ name, count }) => [name.label, count])).toEqual([
    ['Open', 1],
    ['Blocked', 2],
  ]);
  expect(tally).toMatchObject({ total: 3, done: 0, cancelled: 0 });
});
