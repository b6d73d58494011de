// The route's prefetch asks exactly what the overview's first screen reads: once it has settled, the page draws
// its stats from the shared cache without asking again.
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { queryClient } from 'shared-auth';
import { MemoryRouter } from 'shared-ui';
import { fetchPriorityCounts, fetchStatusCounts } from './api/task-stats';
import DashboardV1Page from './DashboardV1Page';
import { prefetchOverview } from './prefetch-overview';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import { countAnswer, hasCondition } from '@kits/testing/count-docs-server';
import { statText } from '@kits/testing/dashboard-queries';

jest.mock('./api/task-stats', () => ({
  ...jest.requireActual<typeof import('./api/task-stats')>('./api/task-stats'),
  fetchStatusCounts: jest.fn(),
  fetchPriorityCounts: jest.fn(),
}));

jest.mock('@kits/api/count-docs', () => ({
  countQueryOptions: jest.requireActual<typeof import('@kits/testing/count-docs-server')>(
    '@kits/testing/count-docs-server',
  ).mockedCountQueryOptions,
}));

prepareChartsForJsdom();

beforeEach(() => {
  queryClient.clear();
  jest.mocked(fetchStatusCounts).mockResolvedValue([
    { value: 'Open', count: 12 },
    { value: 'Completed', count: 88 },
  ]);
  jest.mocked(fetchPriorityCounts).mockResolvedValue([{ value: 'Low', count: 100 }]);
  countAnswer.mockImplementation((filters) => (hasCondition(filters, 'creation', '<') ? 80 : 10));
});
afterEach(() => queryClient.clear());

test('after the prefetch, the overview draws its stats and week changes without asking again', async () => {
  await prefetchOverview();
  expect(fetchStatusCounts).toHaveBeenCalledTimes(1);
  expect(fetchPriorityCounts).toHaveBeenCalledTimes(1);
  expect(countAnswer).toHaveBeenCalledTimes(2);

  renderWithProviders(
    <MemoryRouter>
      <DashboardV1Page />
    </MemoryRouter>,
    queryClient,
  );
  // Drawn from the cache in the first render: no loading state first.
  expect(statText('Total tasks')).toBe('Total tasks100Up 25% on last weekEvery status, cancelled included');
  expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
  expect(fetchStatusCounts).toHaveBeenCalledTimes(1);
  expect(fetchPriorityCounts).toHaveBeenCalledTimes(1);
  expect(countAnswer).toHaveBeenCalledTimes(2);
  // The charts' code loads after the page: let it arrive inside the test.
  expect(await screen.findByRole('img', { name: 'Tasks by priority' })).toBeInTheDocument();
});
