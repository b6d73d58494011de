import { screen, waitFor } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import { addDays, toIsoDate } from 'shared-ui';
import type { FrappeFilters } from 'shared-auth';
import { countRows, installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { statText } from '@kits/testing/dashboard-queries';
import CardWidgetsPage from './CardWidgetsPage';
import ListWidgetsPage from './ListWidgetsPage';
import StatisticsWidgetsPage from './StatisticsWidgetsPage';
import { STATUS_COMBINATION_GROUP_BY } from 'tessera-contracts';

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

/** PROJ-1's space runs To do, Done (ST-1, ST-2); PROJ-2 has no board. */
function givenOneBoard() {
  server.projects.mockResolvedValue([
    { name: 'PROJ-1', space: 'SPACE-1', is_custom: 0 },
    { name: 'PROJ-2', space: 'SPACE-2', is_custom: 0 },
  ]);
  server.spaces.mockResolvedValue([{ name: 'SPACE-1' }, { name: 'SPACE-2' }]);
  server.boardStatuses.mockResolvedValue([
    { name: 'ST-1', name1: 'To do', space: 'SPACE-1', position: 1 },
    { name: 'ST-2', name1: 'Done', space: 'SPACE-1', position: 2 },
  ]);
}

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
    groupBy === STATUS_COMBINATION_GROUP_BY
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
  expect(screen.getByText('Completed')).toBeInTheDocument();
  expect(screen.queryByText('Template')).not.toBeInTheDocument();
});

test("the statistics widgets count a task done by its one status: its board's last, else ERPNext's Completed", async () => {
  givenOneBoard();
  server.grouped.mockImplementation(async (groupBy) =>
    groupBy === STATUS_COMBINATION_GROUP_BY
      ? [
          // Done on its board, whatever ERPNext says; not done in an earlier board status, even if Completed.
          { project: 'PROJ-1', puxeo_status: 'ST-2', status: 'Open', count: 3 },
          { project: 'PROJ-1', puxeo_status: 'ST-1', status: 'Completed', count: 2 },
          { project: 'PROJ-2', puxeo_status: null, status: 'Completed', count: 1 },
          { project: 'PROJ-2', puxeo_status: null, status: 'Cancelled', count: 4 },
        ]
      : countRows('priority', [['High', 10]]),
  );
  server.counted.mockResolvedValue(7);
  renderPage(<StatisticsWidgetsPage />);

  await waitFor(() => expect(statText('All tasks')).toBe('All tasks10'));
  expect(statText('Unfinished')).toMatch(/^Unfinished2/);
  expect(screen.getByRole('group', { name: 'Completion' })).toHaveTextContent('40%of tasks completed');
  // Overdue: unfinished by the same rule (not in the board's done status), past the end date.
  expect(statText('Overdue')).toMatch(/^Overdue7/);
  const overdueFilters = JSON.stringify(server.counted.mock.calls.map(([filters]) => filters));
  expect(overdueFilters).toContain('["puxeo_status","not in",["ST-2"]]');
  expect(overdueFilters).toMatch(/\["exp_end_date","<","\d{4}-\d{2}-\d{2}"\]/);
});

test('the card widgets count work tasks only: every count of tasks leaves templates out', async () => {
  renderPage(<CardWidgetsPage />);

  const taskCounts = () => server.counted.mock.calls.filter(([, doctype]) => doctype === 'Task');
  // Open, new this week and the week before, overdue; then the done tasks read for this week and the week before.
  await waitFor(() => expect(taskCounts()).toHaveLength(4));
  await waitFor(() => expect(server.listed).toHaveBeenCalledTimes(2));
  for (const [filters] of [...taskCounts(), ...server.listed.mock.calls]) {
    expect(leavesTemplatesOut(filters)).toBe(true);
  }
  await waitFor(() => expect(statText('New tasks this week')).toContain('3'));
});

test("the card widgets' open, overdue and completed counts read each task's one status", async () => {
  givenOneBoard();
  const today = toIsoDate(new Date());
  // The done tasks: on the board, at their last change (today, and 8 days ago); off it, at completed_on.
  server.listed.mockImplementation(async (filters) =>
    JSON.stringify(filters).includes('"puxeo_status","in"')
      ? [
          { project: 'PROJ-1', completed_on: null, modified: `${today} 10:00:00.000000` },
          { project: 'PROJ-1', completed_on: null, modified: `${addDays(today, -8)} 10:00:00.000000` },
        ]
      : [{ project: 'PROJ-2', completed_on: today, modified: `${today} 11:00:00.000000` }],
  );
  renderPage(<CardWidgetsPage />);

  await waitFor(() => expect(statText('Completed this week')).toMatch(/^Completed this week2/));
  expect(statText('Completed this week')).toContain('100%');
  const counts = JSON.stringify(server.counted.mock.calls.map(([filters]) => filters));
  // Open and overdue leave the board's done status out.
  expect(counts.match(/\["puxeo_status","not in",\["ST-2"\]\]/g)).toHaveLength(2);
});

test('the list widgets list work tasks only', async () => {
  renderPage(<ListWidgetsPage />);

  await waitFor(() => expect(server.listed).toHaveBeenCalledTimes(2));
  for (const [filters] of server.listed.mock.calls) expect(leavesTemplatesOut(filters)).toBe(true);
});
