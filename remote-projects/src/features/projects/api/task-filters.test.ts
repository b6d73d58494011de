import { NO_FILTERS } from '../model/list-params';
import { buildTaskFilters, statusNameFilterOf } from './task-filters';

const TODAY = '2026-05-10';

test('every task: no filter at all', () => {
  expect(buildTaskFilters({ ...NO_FILTERS, projects: null, today: TODAY })).toEqual([]);
});

test("a space narrows to its projects' tasks; search, status, priority and due dates add their filters", () => {
  const query = {
    ...NO_FILTERS,
    projects: ['PROJ-0001', 'PROJ-0002'],
    search: '  login ',
    status: 'Open',
    priority: 'High',
    dueFrom: '2026-05-01',
    dueTo: '2026-05-31',
    today: TODAY,
  };
  expect(buildTaskFilters(query)).toEqual([
    ['project', 'in', ['PROJ-0001', 'PROJ-0002']],
    ['subject', 'like', '%login%'],
    ['status', '=', 'Open'],
    ['priority', '=', 'High'],
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '>=', '2026-05-01'],
    ['exp_end_date', '<', '2026-06-01'],
  ]);
});

test('a due date bound never takes tasks without a due date, which a Frappe list counts as due before any day', () => {
  expect(buildTaskFilters({ ...NO_FILTERS, projects: null, dueTo: '2026-05-31', today: TODAY })).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '<', '2026-06-01'],
  ]);
  expect(buildTaskFilters({ ...NO_FILTERS, projects: null, dueFrom: '2026-05-01', today: TODAY })).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '>=', '2026-05-01'],
  ]);
});

test('a project filter narrows within the space, and one outside the space never widens it', () => {
  const space = ['PROJ-0001', 'PROJ-0002'];
  expect(buildTaskFilters({ ...NO_FILTERS, projects: space, project: 'PROJ-0002', today: TODAY })).toEqual([
    ['project', '=', 'PROJ-0002'],
  ]);
  expect(buildTaskFilters({ ...NO_FILTERS, projects: space, project: 'PROJ-0099', today: TODAY })).toEqual([
    ['project', 'in', space],
  ]);
  expect(buildTaskFilters({ ...NO_FILTERS, projects: null, project: 'PROJ-0099', today: TODAY })).toEqual([
    ['project', '=', 'PROJ-0099'],
  ]);
});

test('"Overdue": due before today, with a due date, and neither completed nor cancelled', () => {
  expect(buildTaskFilters({ ...NO_FILTERS, projects: null, overdue: true, today: TODAY })).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '<', TODAY],
    ['status', 'not in', ['Completed', 'Cancelled']],
  ]);
});

test("every space's status filter is a status name, which no one field holds: its plan reads it, not a filter", () => {
  const query = { ...NO_FILTERS, projects: null, status: ' To Do ', priority: 'High', today: TODAY };
  expect(buildTaskFilters({ ...query, byStatusName: true })).toEqual([['priority', '=', 'High']]);
  expect(statusNameFilterOf({ ...query, byStatusName: true })).toBe('to do');
  expect(statusNameFilterOf({ ...query, status: '', byStatusName: true })).toBeNull();
  // A space's list filters on its field, as before.
  expect(statusNameFilterOf(query)).toBeNull();
  expect(buildTaskFilters(query)).toContainEqual(['status', '=', ' To Do ']);
});
