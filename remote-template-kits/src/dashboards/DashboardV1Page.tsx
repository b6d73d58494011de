import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmptyMessage } from '../common/EmptyMessage';
import { ErrorState } from '../common/ErrorState';
import { formatCount } from '../common/format';
import { LoadingBlocks } from '../common/LoadingBlocks';
import { useAsync } from '../common/use-async';
import { ChartCard } from './components/ChartCard';
import { DonutChart } from './components/DonutChart';
import { HorizontalBarChart } from './components/HorizontalBarChart';
import { StatCard } from './components/StatCard';
import { countOf, toChartData, totalOf } from './task-counts';
import { fetchTaskOverview, type TaskOverview } from './task-overview';
import { PRIORITY_COLORS, STATUS_COLORS, TASK_PRIORITIES, TASK_STATUSES } from './task-vocabulary';

const STAT_STATUSES = ['Open', 'Working', 'Pending Review', 'Overdue', 'Completed'] as const;

function Overview({ overview }: { overview: TaskOverview }) {
  const total = totalOf(overview.byStatus);
  if (total === 0) {
    return <EmptyMessage title="No tasks yet" description="Counts and charts appear once tasks are created." />;
  }
  const byStatus = toChartData(overview.byStatus, TASK_STATUSES, STATUS_COLORS);
  const byPriority = toChartData(overview.byPriority, TASK_PRIORITIES, PRIORITY_COLORS);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        <StatCard label="Total tasks" value={formatCount(total)} />
        {STAT_STATUSES.map((status) => (
          <StatCard key={status} label={status} value={formatCount(countOf(overview.byStatus, status))} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard title="Tasks by status" labelHeader="Status" valueHeader="Tasks" data={byStatus} formatValue={formatCount}>
          <HorizontalBarChart title="Tasks by status" data={byStatus} valueName="Tasks" formatValue={formatCount} integers />
        </ChartCard>
        <ChartCard title="Tasks by priority" labelHeader="Priority" valueHeader="Tasks" data={byPriority} formatValue={formatCount}>
          <DonutChart title="Tasks by priority" data={byPriority} formatValue={formatCount} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** `/dashboard/v1` (admin): how many tasks there are, by status and by priority. */
export default function DashboardV1Page() {
  const overview = useAsync(fetchTaskOverview);
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">Tasks across every project.</Text>
      </Stack>
      {overview.status === 'loading' && <LoadingBlocks label="Loading the dashboard" tiles={6} />}
      {overview.status === 'error' && (
        <ErrorState title="Couldn't load the dashboard" message={overview.error} onRetry={overview.retry} />
      )}
      {overview.status === 'ready' && <Overview overview={overview.data} />}
    </Stack>
  );
}
