import { dashboardKeys } from './dashboard-keys';

test('each request has its own key under one root, with its parameters in it', () => {
  const keys = [
    dashboardKeys.counts('status'),
    dashboardKeys.counts('priority'),
    dashboardKeys.dueBetween('2026-03-01', '2026-03-15'),
    dashboardKeys.dueBetween('2026-03-02', '2026-03-16'),
    dashboardKeys.overdue('2026-03-01'),
    dashboardKeys.hoursByDepartment(),
    dashboardKeys.trend('2026-01-12'),
    dashboardKeys.trend('2026-01-19'),
    dashboardKeys.workload(),
    dashboardKeys.recentChanges(),
  ];
  expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  for (const key of keys) expect(key.slice(0, dashboardKeys.all.length)).toEqual([...dashboardKeys.all]);
  expect(dashboardKeys.overdue('2026-03-01')).toContain('2026-03-01');
});
