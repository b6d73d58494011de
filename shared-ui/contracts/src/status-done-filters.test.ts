import { boardStatusesOf, shownStatusOf } from './board-status';
import { doneTaskPlans, narrowPlan, unfinishedTaskPlan } from './status-done-filters';
import { statusNameScopeOf, type FilterPlan, type TaskFilter } from './status-name-plan';
import { outcomeOf } from './status-tally';
import type { Project, PuxeoStatus } from './workspace';

const status = (name: string, owner: Partial<PuxeoStatus>, position: number): PuxeoStatus => ({
  name,
  name1: name,
  color: null,
  position,
  ...owner,
});
// Engineering's board: To do, Done (last). Solo's own board has one status, so nothing on it is ever done.
const statuses = [
  status('eng-done', { space: 'eng' }, 2),
  status('eng-todo', { space: 'eng' }, 1),
  status('solo-only', { project: 'P-solo', is_custom: 1 }, 1),
];
const projects: Project[] = [
  { name: 'P-eng', project_name: 'Eng', space: 'eng' },
  { name: 'P-solo', project_name: 'Solo', space: 'eng', is_custom: 1 },
  { name: 'P-plain', project_name: 'Plain', space: 'none' },
];
const { boards } = statusNameScopeOf([{ name: 'eng' }], projects, statuses);

interface Row {
  project: string | null;
  puxeo_status: string | null;
  status: string;
}

// Frappe's list API: an unset value compares as '' ("in"/"not in"/"="/"!="); `filters` ANDed with the OR of
// `or_filters`.
function matches(row: Row, [field, op, value]: TaskFilter): boolean {
  const held = String(row[field as keyof Row] ?? '');
  if (op === '=') return held === value;
  if (op === '!=') return held !== value;
  if (op === 'in') return (value as string[]).includes(held);
  if (op === 'not in') return !(value as string[]).includes(held);
  throw new Error(`no operator ${op}`);
}
const takes = (plan: FilterPlan, row: Row) =>
  plan.filters.every((filter) => matches(row, filter)) &&
  (plan.orFilters.length === 0 || plan.orFilters.some((filter) => matches(row, filter)));

function outcome(row: Row) {
  const board = boardStatusesOf(projects.find((project) => project.name === row.project) ?? null, statuses);
  return outcomeOf(shownStatusOf(row, board), board);
}

const cases: Array<[string, Row, 'done' | 'open' | 'cancelled' | 'template']> = [
  [
    "in its board's last status, ERPNext says Open",
    { project: 'P-eng', puxeo_status: 'eng-done', status: 'Open' },
    'done',
  ],
  [
    'in an earlier board status, ERPNext says Completed',
    { project: 'P-eng', puxeo_status: 'eng-todo', status: 'Completed' },
    'open',
  ],
  [
    'without a board status (its board shows the first), ERPNext says Completed',
    { project: 'P-eng', puxeo_status: null, status: 'Completed' },
    'open',
  ],
  [
    'on a board of one status, ERPNext says Completed',
    { project: 'P-solo', puxeo_status: 'solo-only', status: 'Completed' },
    'open',
  ],
  ['on a board, ERPNext says Cancelled', { project: 'P-eng', puxeo_status: 'eng-todo', status: 'Cancelled' }, 'open'],
  ['without a board, Completed', { project: 'P-plain', puxeo_status: null, status: 'Completed' }, 'done'],
  ['without a project, Completed', { project: null, puxeo_status: null, status: 'Completed' }, 'done'],
  ['without a board, Cancelled', { project: 'P-plain', puxeo_status: null, status: 'Cancelled' }, 'cancelled'],
  ['without a board, Working', { project: null, puxeo_status: null, status: 'Working' }, 'open'],
  ['without a board, Overdue', { project: 'P-plain', puxeo_status: null, status: 'Overdue' }, 'open'],
  ['a template', { project: 'P-eng', puxeo_status: 'eng-todo', status: 'Template' }, 'template'],
];

test.each(cases)('a task %s is done, unfinished or neither by its one status', (_, row, expected) => {
  if (expected !== 'template') expect(outcome(row)).toBe(expected);
  const inDone = doneTaskPlans(boards).filter((plan) => takes(plan, row)).length;
  expect(inDone).toBe(expected === 'done' ? 1 : 0);
  expect(takes(unfinishedTaskPlan(boards), row)).toBe(expected === 'open');
});

test('without boards, ERPNext decides: Completed is done, Cancelled and templates are neither, in one request each', () => {
  const none = new Map();
  expect(doneTaskPlans(none)).toEqual([{ filters: [['status', '=', 'Completed']], orFilters: [] }]);
  const unfinished = unfinishedTaskPlan(none);
  expect(unfinished.orFilters).toEqual([]);
  const row = (taskStatus: string): Row => ({ project: 'P-eng', puxeo_status: null, status: taskStatus });
  expect(['Open', 'Completed', 'Cancelled', 'Template', 'Overdue'].filter((s) => takes(unfinished, row(s)))).toEqual([
    'Open',
    'Overdue',
  ]);
});

test('done takes two requests only where a board has a done status', () => {
  expect(doneTaskPlans(boards)).toHaveLength(2);
  const oneStatusOnly = statusNameScopeOf([], [projects[1] as Project], statuses).boards;
  expect(doneTaskPlans(oneStatusOnly)).toEqual([
    {
      filters: [
        ['project', 'not in', ['P-solo']],
        ['status', '=', 'Completed'],
      ],
      orFilters: [],
    },
  ]);
});

test('a narrowed plan keeps its or_filters and adds to its filters', () => {
  const plan = unfinishedTaskPlan(boards);
  const narrowed = narrowPlan(plan, [['exp_end_date', '<', '2026-05-01']]);
  expect(narrowed.orFilters).toEqual(plan.orFilters);
  expect(narrowed.filters).toEqual([...plan.filters, ['exp_end_date', '<', '2026-05-01']]);
});
