import { screen, waitFor } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import type { FrappeFilters } from 'shared-auth';
import { countRows, installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { statText } from '@kits/testing/dashboard-queries';
import CardWidgetsPage from './CardWidgetsPage';
import ListWidgetsPage from './ListWidgetsPage';
import StatisticsWidgetsPage from './StatisticsWidgetsPage';

// Whole pages draw in these tests (the card widgets are many): more than the default five seconds on a busy
// machine.
jest.setTimeout(15_000);

let server: TaskServer;

beforeEach(() => {
  server = installTaskServer();
  server.counted.mockResolvedValue(3);
  server.listed.mockResolvedValue([]);
});
afterEach(() => server.restore());

/** Whether a Task read leaves template tasks out, as the dashboards do: they are not work. */
function leavesTemplatesOut(filters: FrappeFilters | undefined): boolean {
  if (!Array.isArray(filters)) return false;
  return filters.some((filter) => {
    if (!Array.isArray(filter) || filter[0] !== 'status') return false;
    const [, operator, value] = filter;
    if (operator === '!=') return value === 'Template';
    if (operator === 'not in') return Array.isArray(value) && value.includes('Template');
    return operator === '=' && value !== 'Template';
  });
}

test('the statistics widgets count work tasks only: every grouped count leaves templates out, none has a bar', async () => {
  server.grouped.mockImplementation(async (groupBy) =>
    groupBy === 'status'
      ? countRows('status', [
          ['Open', 6],
          ['Completed', 4],
        ])
      : countRows('priority', [['High', 10]]),
  );
  renderPage(<StatisticsWidgetsPage />);

  await waitFor(() => expect(statText('All tasks')).toBe('All tasks10'));
  expect(server.grouped).toHaveBeenCalledTimes(2);
  for (const [, filters] of server.grouped.mock.calls) expect(leavesTemplatesOut(filters)).toBe(true);
  expect(screen.getByText('Pending Review')).toBeInTheDocument();
  expect(screen.queryByText('Template')).not.toBeInTheDocument();
});

test('the card widgets count work tasks only: every count of tasks leaves templates out', async () => {
  renderPage(<CardWidgetsPage />);

  const taskCounts = () => server.counted.mock.calls.filter(([, doctype]) => doctype === 'Task');
  // Open, new this week and the week before, completed this week and the week before, overdue.
  await waitFor(() => expect(taskCounts()).toHaveLength(6));
  for (const [filters] of taskCounts()) expect(leavesTemplatesOut(filters)).toBe(true);
  await waitFor(() => expect(statText('New tasks this week')).toContain('3'));
});

test('the list widgets list work tasks only', async () => {
  renderPage(<ListWidgetsPage />);

  await waitFor(() => expect(server.listed).toHaveBeenCalledTimes(2));
  for (const [filters] of server.listed.mock.calls) expect(leavesTemplatesOut(filters)).toBe(true);
});
