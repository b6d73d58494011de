import {
  CircleCheckIcon,
  EmptyState,
  ErrorState,
  formatCount,
  formatDate,
  formatHours,
  formatPercent,
  LoadingState,
  NO_VALUE,
  PageLayout,
  SimpleGrid,
  Stack,
  Text,
  TriangleAlertIcon,
  addDays,
} from 'shared-ui';
import { CalendarClockIcon, ClockIcon } from 'shared-ui/kits';
import { DUE_WINDOW_DAYS, useDeliveryOverview, type DeliveryOverview } from './api/use-delivery-overview';
import { ChartCard } from '@kits/components/charts/ChartCard';
import { DatedTaskList } from './components/DatedTaskList';
import { HorizontalBarChart } from '@kits/components/charts/LazyCharts';
import { StatCard } from '@kits/components/StatCard';
import { describeDueIn, describeLateness, hoursChartData } from './model/delivery';
import { completionOf } from './model/task-counts';
import { useFollowTaskChanges } from './api/follow-task-changes';

function Delivery({ data }: { data: DeliveryOverview }) {
  if (data.byStatus.total === 0) {
    return <EmptyState title="No tasks yet" description="Deadlines and workload appear once tasks are planned." />;
  }
  const completion = completionOf(data.byStatus);
  const hours = hoursChartData(data.hoursByDepartment);
  const totalHours = hours.reduce((sum, row) => sum + row.value, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="Completion rate"
          value={completion.rate === null ? NO_VALUE : formatPercent(completion.rate)}
          icon={CircleCheckIcon}
          palette="green"
          help={`${formatCount(completion.completed)} of ${formatCount(completion.planned)} tasks completed (cancelled and template tasks do not count)`}
        />
        <StatCard
          label={`Due in ${DUE_WINDOW_DAYS} days`}
          value={formatCount(data.dueSoonCount)}
          icon={CalendarClockIcon}
          palette="blue"
          help={`Unfinished, due by ${formatDate(addDays(data.today, DUE_WINDOW_DAYS))}`}
        />
        <StatCard
          label="Overdue"
          value={formatCount(data.overdueCount)}
          icon={TriangleAlertIcon}
          palette="red"
          help="Unfinished, past their end date"
        />
        <StatCard
          label="Hours of open work"
          value={formatHours(totalHours)}
          icon={ClockIcon}
          palette="purple"
          help="Expected hours of unfinished tasks"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DatedTaskList
          title={`Due in the next ${DUE_WINDOW_DAYS} days`}
          tasks={data.dueSoon}
          total={data.dueSoonCount}
          emptyText={`Nothing is due in the next ${DUE_WINDOW_DAYS} days.`}
          describeDue={describeDueIn(data.today)}
        />
        <DatedTaskList
          title="Overdue tasks"
          tasks={data.overdue}
          total={data.overdueCount}
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
          <HorizontalBarChart
            title="Expected hours by department"
            data={hours}
            valueName="Expected hours"
            formatValue={formatHours}
          />
        )}
      </ChartCard>
    </Stack>
  );
}

/** `/dashboard/v2` (admin): what is due soon, what is late, the work left per department, the completion rate. */
export default function DashboardV2Page() {
  useFollowTaskChanges();
  const delivery = useDeliveryOverview();
  return (
    <PageLayout title="Delivery dashboard" description="Deadlines and the work left, across every project.">
      {delivery.status === 'pending' && <LoadingState label="Loading the delivery dashboard" shape="cards" count={4} />}
      {delivery.status === 'error' && (
        <ErrorState title="Couldn't load the delivery dashboard" message={delivery.error} onRetry={delivery.retry} />
      )}
      {delivery.status === 'success' && <Delivery data={delivery.data} />}
    </PageLayout>
  );
}
