import { readListParams, writeListParams } from './list-params';
import { nextSort, orderByOf } from './task-sort';

test('the URL holds grouping, sort and filters; defaults stay out of it', () => {
  const params = readListParams(
    new URLSearchParams(
      'group=priority&sort=exp_end_date&dir=desc&q=login&status=Open&from=2026-05-01&to=bad&overdue=1',
    ),
  );
  expect(params).toEqual({
    grouping: 'priority',
    sort: { field: 'exp_end_date', direction: 'desc' },
    filters: {
      search: 'login',
      status: 'Open',
      priority: '',
      project: '',
      dueFrom: '2026-05-01',
      dueTo: '',
      overdue: true,
    },
  });
  expect(readListParams(new URLSearchParams('group=weird&sort=password')).grouping).toBe('status');
  expect(readListParams(new URLSearchParams('sort=password')).sort).toBeNull();
  const written = writeListParams(new URLSearchParams('other=1&group=priority'), {
    grouping: 'status',
    sort: { field: 'subject', direction: 'asc' },
  });
  expect(written.toString()).toBe('other=1&sort=subject&dir=asc');
});

test('sorting: ascending first, then descending; always ending on name so pages never overlap', () => {
  expect(orderByOf(null)).toBe('creation desc, name desc');
  expect(orderByOf({ field: 'priority', direction: 'desc' })).toBe('priority desc, name desc');
  expect(orderByOf({ field: 'name', direction: 'asc' })).toBe('name asc');
  expect(nextSort(null, 'subject')).toEqual({ field: 'subject', direction: 'asc' });
  expect(nextSort({ field: 'subject', direction: 'asc' }, 'subject')).toEqual({ field: 'subject', direction: 'desc' });
  expect(nextSort({ field: 'subject', direction: 'desc' }, 'subject')).toEqual({ field: 'subject', direction: 'asc' });
});
