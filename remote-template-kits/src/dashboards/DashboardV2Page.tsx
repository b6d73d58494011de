import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { daysBetween } from '../common/dates';
import { EmptyMessage } from '../common/EmptyMessage';
import { ErrorState } from '../common/ErrorState';
import { formatCount, formatHours, formatPercent, NO_VALUE } from '../common/format';
import { LoadingBlocks } from '../common/LoadingBlocks';
import { useAsync } from '../common/use-async';
import { ChartCard } from './components/ChartCard';
import { DatedTaskList } from './components/DatedTaskList';
import { HorizontalBarChart } from './components/HorizontalBarChart';
import { StatCard } from './components/StatCard';
import { DUE_WINDOW_DAYS, fetchDeliveryOverview, type DeliveryOverview } from './delivery-overview';
import { completionOf, NOT_SET, totalOf, type ChartDatum } from './task-counts';
import { DATED_LIST_LIMIT, type DepartmentHours } from './task-stats-api';

const DEPARTMENT_BAR_COLOR = '#0d9488';

function daysWord(days: number): string {
  return days === 1 ? 'day' : 'days';
}

function describeDueIn(today: string) {
  return (endDate: string) => {
    const days = daysBetween(today, endDate);
    return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${formatCount(days)} days`;
  };
}

function describeLateness(today: string) {
  return (endDate: string) => {
    const days = daysBetween(endDate, today);
    return `${formatCount(days)} ${daysWord(days)} late`;
  };
}

/** Most hours first; tasks without a department last. */
function hoursChartData(rows: readonly DepartmentHours[]): ChartDatum[] {
  return [...rows]
    .sort((a, b) => Number(a.department === null) - Number(b.department === null) || b.hours - a.hours)
    .map((row) => ({ label: row.department ?? NOT_SET, value: row.hours, color: DEPARTMENT_BAR_COLOR }));
}

function listCount(count: number): string {
  return count >= DATED_LIST_LIMIT ? `${formatCount(DATED_LIST_LIMIT)}+` : formatCount(count);
}

function Delivery({ data }: { data: DeliveryOverview }) {
  if (totalOf(data.byStatus) === 0) {
    return <EmptyMessage title="No tasks yet" description="Deadlines and workload appear once tasks are planned." />;
  }
  const completion = completionOf(data.byStatus);
  const hours = hoursChartData(data.hoursByDepartment);
  const totalHours = hours.reduce((sum, row) => sum + row.value, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        <StatCard
          label="Completion rate"
          value={completion.rate === null ? NO_VALUE : formatPercent(completion.rate)}
          help={`${formatCount(completion.completed)} of ${formatCount(completion.planned)} tasks completed`}
        />
        <StatCard label={`Due in ${DUE_WINDOW_DAYS} days`} value={listCount(data.dueSoon.length)} />
        <StatCard label="Overdue" value={listCount(data.overdue.length)} />
        <StatCard label="Hours of open work" value={formatHours(totalHours)} help="Expected hours of unfinished tasks" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DatedTaskList
          title={`Due in the next ${DUE_WINDOW_DAYS} days`}
          tasks={data.dueSoon}
          emptyText={`Nothing is due in the next ${DUE_WINDOW_DAYS} days.`}
          describeDue={describeDueIn(data.today)}
        />
        <DatedTaskList
          title="Overdue tasks"
          tasks={data.overdue}
          emptyText="No task is past its end date."
          describeDue={describeLateness(data.today)}
          dueColor="fg.error"
        />
      </SimpleGrid>
      <ChartCard
        title="Expected hours by department"
        description="Unfinished tasks only."
        labelHeader="Department"
        valueHeader="Expected hours"
        data={hours}
        formatValue={formatHours}
      >
        {hours.length === 0 ? (
          <Text color="fg.muted">No unfinished work is planned.</Text>
        ) : (
          <HorizontalBarChart title="Expected hours by department" data={hours} valueName="Expected hours" formatValue={formatHours} />
        )}
      </ChartCard>
    </Stack>
  );
}

/** `/dashboard/v2` (admin): what is due soon, what is late, the work left per department, the completion rate. */
export default function DashboardV2Page() {
  const delivery = useAsync(fetchDeliveryOverview);
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Delivery dashboard
        </Heading>
        <Text color="fg.muted">Deadlines and the work left, across every project.</Text>
      </Stack>
      {delivery.status === 'loading' && <LoadingBlocks label="Loading the delivery dashboard" tiles={4} panels={3} />}
      {delivery.status === 'error' && (
        <ErrorState title="Couldn't load the delivery dashboard" message={delivery.error} onRetry={delivery.retry} />
      )}
      {delivery.status === 'ready' && <Delivery data={delivery.data} />}
    </Stack>
  );
}
