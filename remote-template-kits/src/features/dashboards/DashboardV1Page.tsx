import { TASK_PRIORITIES, TASK_STATUSES, type TaskStatus } from 'tessera-contracts';
import { EmptyState, ErrorState, formatCount, LoadingState, PageLayout, SimpleGrid, Stack } from 'shared-ui';
import { useTaskOverview, type TaskOverview } from './api/use-task-overview';
import { ChartCard } from '../../components/charts/ChartCard';
import { DonutChart, HorizontalBarChart } from '../../components/charts/LazyCharts';
import { StatCard } from '../../components/StatCard';
import { countOf, toChartData, totalOf } from './utils/task-counts';

const STAT_STATUSES: readonly TaskStatus[] = ['Open', 'Working', 'Pending Review', 'Overdue', 'Completed'];

function Overview({ overview }: { overview: TaskOverview }) {
  const total = totalOf(overview.byStatus);
  if (total === 0) {
    return <EmptyState title="No tasks yet" description="Counts and charts appear once tasks are created." />;
  }
  const byStatus = toChartData(overview.byStatus, TASK_STATUSES);
  const byPriority = toChartData(overview.byPriority, TASK_PRIORITIES);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        <StatCard label="Total tasks" value={formatCount(total)} />
        {STAT_STATUSES.map((status) => (
          <StatCard key={status} label={status} value={formatCount(countOf(overview.byStatus, status))} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard
          title="Tasks by status"
          labelHeader="Status"
          valueHeader="Tasks"
          data={byStatus}
          formatValue={formatCount}
        >
          <HorizontalBarChart
            title="Tasks by status"
            data={byStatus}
            valueName="Tasks"
            formatValue={formatCount}
            integers
          />
        </ChartCard>
        <ChartCard
          title="Tasks by priority"
          labelHeader="Priority"
          valueHeader="Tasks"
          data={byPriority}
          formatValue={formatCount}
        >
          <DonutChart title="Tasks by priority" data={byPriority} formatValue={formatCount} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** `/dashboard/v1` (admin): how many tasks there are, by status and by priority. */
export default function DashboardV1Page() {
  const overview = useTaskOverview();
  return (
    <PageLayout title="Dashboard" description="Tasks across every project.">
      {overview.status === 'pending' && <LoadingState label="Loading the dashboard" shape="cards" count={6} />}
      {overview.status === 'error' && (
        <ErrorState title="Couldn't load the dashboard" message={overview.error} onRetry={overview.retry} />
      )}
      {overview.status === 'success' && <Overview overview={overview.data} />}
    </PageLayout>
  );
}
