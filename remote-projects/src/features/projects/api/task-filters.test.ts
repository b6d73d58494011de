import { buildTaskFilters } from './task-filters';

test('every task: no filter at all', () => {
  expect(buildTaskFilters({ projects: null, search: '', status: '', priority: '' })).toEqual([]);
});

test("a space narrows to its projects' tasks; search, status and priority add their filters", () => {
  const query = { projects: ['PROJ-0001', 'PROJ-0002'], search: '  login ', status: 'Open', priority: 'High' };
  expect(buildTaskFilters(query)).toEqual([
    ['project', 'in', ['PROJ-0001', 'PROJ-0002']],
    ['subject', 'like', '%login%'],
    ['status', '=', 'Open'],
    ['priority', '=', 'High'],
  ]);
});
