import { statusNamesOf } from './status-names';
import type { PuxeoStatus } from './workspace';
import {
  combinationFilters,
  combinationKey,
  planTakes,
  statusNameCounts,
  statusNamePlan,
  type FilterPlan,
  type StatusCombination,
  type TaskFilter,
} from './status-name-plan';

const status = (name: string, name1: string, owner: Partial<PuxeoStatus>): PuxeoStatus => ({
  name,
  name1,
  color: '#123456',
  ...owner,
});
// S1: To do, Done. S2: Backlog, done, Open (ERPNext's name, not first). P3 (own): Open first, Idea.
const s1 = [status('s1-todo', 'To do', { space: 'S1' }), status('s1-done', 'Done', { space: 'S1' })];
const s2 = [
  status('s2-backlog', 'Backlog', { space: 'S2' }),
  status('s2-done', 'done', { space: 'S2' }),
  status('s2-open', 'Open', { space: 'S2' }),
];
const p3 = [status('p3-open', 'open', { project: 'P3' }), status('p3-idea', 'Idea', { project: 'P3' })];
const boards = new Map([
  ['P1', s1],
  ['P2', s2],
  ['P3', p3],
]);

// As Frappe compares a row: an unset field counts as '' (ifnull) for every operator but `is`.
function frappeMatches(filter: TaskFilter, row: Record<string, string | null>): boolean {
  const [field, operator, value] = filter;
  const cell = row[field] ?? '';
  if (operator === 'is') return value === 'set' ? cell !== '' : cell === '';
  if (operator === '=') return cell === value;
  const list = value as string[];
  if (operator === 'in') return list.includes(cell);
  if (operator === 'not in') return !list.includes(cell);
  throw new Error(`operator ${operator}`);
}

function frappeTakes(plan: FilterPlan, row: Record<string, string | null>): boolean {
  return (
    plan.filters.every((filter) => frappeMatches(filter, row)) &&
    (plan.orFilters.length === 0 || plan.orFilters.some((filter) => frappeMatches(filter, row)))
  );
}

const rowOf = (combination: StatusCombination) => ({
  name: `${combination.project}|${combination.puxeoStatus}|${combination.status}`,
  project: combination.project,
  puxeo_status: combination.puxeoStatus,
  status: combination.status,
});

// Every combination, with board statuses a task of P4 (no board) may hold from before.
const combinations: StatusCombination[] = [];
for (const project of ['P1', 'P2', 'P3', 'P4', null]) {
  for (const puxeoStatus of [null, 's1-todo', 's1-done', 's2-backlog', 's2-done', 's2-open', 'p3-open', 'p3-idea']) {
    const own =
      puxeoStatus === null || project === 'P4' || boards.get(project ?? '')?.some((s) => s.name === puxeoStatus);
    if (!own) continue;
    for (const erpStatus of ['Open', 'Completed', 'Working']) {
      combinations.push({ project, puxeoStatus, status: erpStatus, count: 1 });
    }
  }
}
const keys = ['to do', 'done', 'backlog', 'open', 'idea', 'completed', 'working', 'cancelled'];

test.each(keys)('the plan for “%s” takes, in Frappe, what planTakes says', (key) => {
  const plan = statusNamePlan(key, boards);
  for (const combination of combinations) {
    expect([rowOf(combination).name, frappeTakes(plan, rowOf(combination))]).toEqual([
      rowOf(combination).name,
      planTakes(key, boards, combination),
    ]);
  }
});

// The server keeps a task's board status to its project's board (P4's may date from before it had none).
const kept = combinations.filter((combination) => combination.project !== 'P4' || combination.puxeoStatus === null);

test.each(keys)('the plan for “%s”, less its strays, takes exactly the tasks showing that name', (key) => {
  const plan = statusNamePlan(key, boards);
  const counts = statusNameCounts(statusNamesOf([], [], []), boards, kept);
  const strays = new Set((counts.find((entry) => entry.name.key === key)?.strays ?? []).map((c) => rowOf(c).name));
  const taken = kept.filter(
    (combination) => frappeTakes(plan, rowOf(combination)) && !strays.has(rowOf(combination).name),
  );
  expect(taken).toEqual(kept.filter((combination) => combinationKey(boards, combination) === key));
});

// Tasks that hold a board status of another board than their project's (moved, or written so by a site's user).
const everyHeld: StatusCombination[] = [];
for (const project of ['P1', 'P2', 'P3', 'P4', null]) {
  for (const puxeoStatus of [null, 's1-todo', 's1-done', 's2-backlog', 's2-done', 's2-open', 'p3-open', 'p3-idea']) {
    for (const erpStatus of ['Open', 'Completed', 'Working']) {
      everyHeld.push({ project, puxeoStatus, status: erpStatus, count: 1 });
    }
  }
}

test.each(keys)('the counted plan for “%s”, less its strays, takes exactly the tasks counted under it', (key) => {
  const counted = statusNameCounts(statusNamesOf([], [], []), boards, everyHeld).find(
    (entry) => entry.name.key === key,
  );
  const showing = everyHeld.filter((combination) => combinationKey(boards, combination) === key);
  expect(counted?.count ?? 0).toBe(showing.length);
  if (!counted) return;
  const strays = new Set(counted.strays.map((combination) => rowOf(combination).name));
  const taken = everyHeld.filter(
    (combination) => frappeTakes(counted.plan, rowOf(combination)) && !strays.has(rowOf(combination).name),
  );
  expect(taken.map((combination) => rowOf(combination).name)).toEqual(
    showing.map((combination) => rowOf(combination).name),
  );
});

test('a task moved from another board, in its first status here, is read under that first status', () => {
  // P1's task holds S2's Backlog: P1's board shows it in its first status, To do.
  const moved = { project: 'P1', puxeoStatus: 's2-backlog', status: 'Open', count: 1 };
  const counts = statusNameCounts(statusNamesOf([], [], []), boards, [
    moved,
    { project: 'P2', puxeoStatus: 's2-backlog', status: 'Open', count: 3 },
  ]);
  const todo = counts.find((entry) => entry.name.key === 'to do');
  expect(todo?.count).toBe(1);
  expect(frappeTakes(todo!.plan, rowOf(moved))).toBe(true);
  expect(todo?.strays).toEqual([]);
  const backlog = counts.find((entry) => entry.name.key === 'backlog');
  expect(backlog?.count).toBe(3);
  expect(frappeTakes(backlog!.plan, rowOf(moved))).toBe(false);
});

test('a status a site added to ERPNext’s options is read by its own spelling', () => {
  const blocked = [
    { project: 'P4', puxeoStatus: null, status: 'Blocked', count: 2 },
    { project: null, puxeoStatus: null, status: 'Blocked', count: 1 },
    // On a board, the board's status is the one shown.
    { project: 'P1', puxeoStatus: 's1-done', status: 'Blocked', count: 5 },
  ];
  const counts = statusNameCounts(statusNamesOf([], [], []), boards, blocked);
  const entry = counts.find((candidate) => candidate.name.key === 'blocked');
  expect([entry?.name.label, entry?.count]).toEqual(['Blocked', 3]);
  expect(entry?.plan.filters).toContainEqual(['status', '=', 'Blocked']);
  expect(blocked.map((combination) => frappeTakes(entry!.plan, rowOf(combination)))).toEqual([true, true, false]);
});

test('a board task without a board status whose ERPNext status is a name not first on its board is a stray', () => {
  const counts = statusNameCounts(statusNamesOf([], [], []), boards, [
    { project: 'P2', puxeoStatus: null, status: 'Open', count: 2 },
    { project: 'P2', puxeoStatus: 's2-open', status: 'Working', count: 3 },
    { project: 'P3', puxeoStatus: null, status: 'Completed', count: 1 },
    { project: null, puxeoStatus: null, status: 'Open', count: 4 },
    { project: 'P4', puxeoStatus: 'p3-open', status: 'Working', count: 1 },
  ]);
  expect(counts.map((entry) => [entry.name.label, entry.count, entry.strays])).toEqual([
    [
      'Open',
      8,
      [
        { project: 'P2', puxeoStatus: null, status: 'Open', count: 2 },
        { project: 'P4', puxeoStatus: 'p3-open', status: 'Working', count: 1 },
      ],
    ],
    ['Working', 1, []],
    // A name the names do not hold yet still has its group, last.
    ['Backlog', 2, []],
  ]);
  expect(combinationFilters(counts[0]!.strays[0]!)).toEqual([
    ['project', '=', 'P2'],
    ['puxeo_status', 'is', 'not set'],
    ['status', '=', 'Open'],
  ]);
});

test('the plan names the boards and statuses it keeps out and takes', () => {
  expect(statusNamePlan('open', boards)).toEqual({
    filters: [
      ['project', 'not in', ['P1']],
      ['puxeo_status', 'not in', ['s1-todo', 's1-done', 's2-backlog', 's2-done', 'p3-idea']],
    ],
    orFilters: [
      ['puxeo_status', 'in', ['s2-open', 'p3-open']],
      ['project', 'in', ['P3']],
      ['status', '=', 'Open'],
    ],
  });
  // A name no board and no ERPNext status has takes nothing (an empty or_filters would take everything).
  expect(statusNamePlan('nowhere', boards).filters).toContainEqual(['name', 'in', []]);
  // One term to take a task by is a plain filter.
  expect(statusNamePlan('working', boards)).toEqual({
    filters: [
      ['project', 'not in', ['P1', 'P2', 'P3']],
      ['puxeo_status', 'not in', ['s1-todo', 's1-done', 's2-backlog', 's2-done', 's2-open', 'p3-open', 'p3-idea']],
      ['status', '=', 'Working'],
    ],
    orFilters: [],
  });
});
