import { buildTaskFilters } from './task-filters';

test('every task: no filter at all', () => {
  expect(buildTaskFilters({ space: 'all', search: '', status: '', priority: '' })).toEqual([]);
});

test('a space narrows to its project; search, status and priority add their filters', () => {
  expect(buildTaskFilters({ space: 'PROJ-0001', search: '  login ', status: 'Open', priority: 'High' })).toEqual([
    ['project', '=', 'PROJ-0001'],
    ['subject', 'like', '%login%'],
    ['status', '=', 'Open'],
    ['priority', '=', 'High'],
  ]);
});
