// The route's prefetch asks exactly what the overview's first screen reads: once it has settled, the page draws
// its stats from the shared cache without asking again.
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { queryClient } from 'shared-auth';
import { MemoryRouter } from 'shared-ui';
import { STATUS_COMBINATION_GROUP_BY } from 'tessera-contracts';
import DashboardV1Page from './DashboardV1Page';
import { prefetchOverview } from './prefetch-overview';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import { countRows, hasCondition, installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { statText } from '@kits/testing/dashboard-queries';

prepareChartsForJsdom();
// A chart's code loads on its first use: on a busy machine that takes more than findBy's default second.
const CHART_CODE_WAIT = { timeout: 5000 };
// The wait for a chart's code, and the page drawn around it: more than a test's default five seconds.
jest.setTimeout(15_000);

let server: TaskServer;
beforeEach(() => {
  queryClient.clear();
  server = installTaskServer();
  server.grouped.mockImplementation(async (groupBy) =>
    groupBy === 'project'
      ? []
      : groupBy === STATUS_COMBINATION_GROUP_BY
        ? countRows('status', [
            ['Open', 12],
            ['Completed', 88],
          ])
        : countRows('priority', [['Low', 100]]),
  );
  server.counted.mockImplementation(async (filters) => (hasCondition(filters, 'creation', '<') ? 80 : 10));
  server.listed.mockResolvedValue([]);
});
afterEach(() => {
  queryClient.clear();
  server.restore();
});

test('after the prefetch, the overview draws its stats and week changes without asking again', async () => {
  await prefetchOverview();
  expect(server.grouped.mock.calls.map(([groupBy]) => groupBy).sort()).toEqual([
    'priority',
    STATUS_COMBINATION_GROUP_BY,
  ]);
  expect(server.counted).toHaveBeenCalledTimes(1);

  renderWithProviders(
    <MemoryRouter>
      <DashboardV1Page />
    </MemoryRouter>,
    queryClient,
  );
  // Drawn from the cache in the first render: no loading state first.
  expect(statText('Total tasks')).toBe('Total tasks100Up 25% on last weekEvery status, cancelled included');
  expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
  // The parts below the stats (by project, the lists) read their own, later.
  const statCounts = server.grouped.mock.calls.map(([groupBy]) => groupBy).filter((groupBy) => groupBy !== 'project');
  expect(statCounts.sort()).toEqual(['priority', STATUS_COMBINATION_GROUP_BY]);
  expect(server.counted.mock.calls.filter(([filters]) => !hasCondition(filters, 'exp_end_date', '<'))).toHaveLength(1);
  // The charts' code loads after the page: let it arrive inside the test.
  expect(await screen.findByRole('img', { name: 'Tasks by priority' }, CHART_CODE_WAIT)).toBeInTheDocument();
});
