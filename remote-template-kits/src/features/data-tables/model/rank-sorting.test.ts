import type { Row } from '@tanstack/react-table';
import { byPriorityRank, byStatusRank } from './rank-sorting';

const row = (value: string | null) => ({ getValue: () => value }) as unknown as Row<unknown>;

test('priorities sort by urgency, unset last', () => {
  const values = ['Urgent', null, 'Low', 'High', 'Medium'];
  const sorted = values.map(row).sort((a, b) => byPriorityRank(a, b, 'priority'));
  expect(sorted.map((r) => r.getValue('priority'))).toEqual(['Low', 'Medium', 'High', 'Urgent', null]);
});

test('statuses sort in their workflow order', () => {
  expect(byStatusRank(row('Open'), row('Completed'), 'status')).toBeLessThan(0);
  expect(byStatusRank(row('Completed'), row('Open'), 'status')).toBeGreaterThan(0);
});
