import { TASK_PRIORITIES } from 'tessera-contracts';
import { WORK_STATUSES } from '@kits/api/task-filters';
import {
  CircleCheckIcon,
  EmptyState,
  ErrorState,
  formatCount,
  formatPercent,
  ListChecksIcon,
  LoadingState,
  PageLayout,
  SimpleGrid,
  Stack,
  TriangleAlertIcon,
} from 'shared-ui';
import { EyeIcon, PlayIcon } from 'shared-ui/kits';
import { percentChange } from '@kits/model/percent-change';
import { useTaskOverview, type TaskOverview } from './api/use-task-overview';
import { useWeekChanges, type WeekChanges } from './api/use-week-changes';
import { ChartCard } from '@kits/components/charts/ChartCard';
import { DonutChart, HorizontalBarChart } from '@kits/components/charts/LazyCharts';
import { StatCard } from '@kits/components/StatCard';
import { countOf, toChartData, totalOf } from './model/task-counts';
import { useFollowTaskChanges } from './api/follow-task-changes';

const LAST_WEEK = 'last week';

function Overview({ overview, week }: { overview: TaskOverview; week: WeekChanges | undefined }) {
  const total = totalOf(overview.byStatus);
  if (total === 0) {
    return <EmptyState title="No tasks yet" description="Counts and charts appear once tasks are created." />;
  }
  const byStatus = toChartData(overview.byStatus, WORK_STATUSES);
  const byPriority = toChartData(overview.byPriority, TASK_PRIORITIES);
  const count = (status: string) => countOf(overview.byStatus, status);
  const shareOfAll = (status: string) => `${formatPercent(count(status) / total)} of all tasks`;
  const completed = count('Completed');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 6 }} gap="4">
        <StatCard
          label="Total tasks"
          value={formatCount(total)}
          icon={ListChecksIcon}
          palette="blue"
          change={week && { percent: percentChange(total, week.totalBefore), period: LAST_WEEK }}
          help="Every status, cancelled included"
        />
        <StatCard
          label="Open"
          value={formatCount(count('Open'))}
          icon={ListChecksIcon}
          palette="cyan"
          help={shareOfAll('Open')}
        />
        <StatCard
          label="Working"
          value={formatCount(count('Working'))}
          icon={PlayIcon}
          palette="purple"
          help={shareOfAll('Working')}
        />
        <StatCard
          label="Pending Review"
          value={formatCount(count('Pending Review'))}
          icon={EyeIcon}
          palette="yellow"
          help={shareOfAll('Pending Review')}
        />
        <StatCard
          label="Overdue"
          value={formatCount(count('Overdue'))}
          icon={TriangleAlertIcon}
          palette="red"
          help="Marked Overdue by the server's daily check"
        />
        <StatCard
          label="Completed"
          value={formatCount(completed)}
          icon={CircleCheckIcon}
          palette="green"
          change={week && { percent: percentChange(completed, completed - week.completedThisWeek), period: LAST_WEEK }}
          help={shareOfAll('Completed')}
        />
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
          <DonutChart title="Tasks by priority" data={byPriority} formatValue={formatCount} totalLabel="tasks" />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** `/dashboard/v1` (admin): how many tasks there are, by status and by priority. */
export default function DashboardV1Page() {
  useFollowTaskChanges();
  const overview = useTaskOverview();
  const week = useWeekChanges();
  return (
    <PageLayout
      title="Dashboard"
      description="Every task in every project, in every status; the changes compare with seven days ago."
    >
      {overview.status === 'pending' && <LoadingState label="Loading the dashboard" shape="cards" count={6} />}
      {overview.status === 'error' && (
        <ErrorState title="Couldn't load the dashboard" message={overview.error} onRetry={overview.retry} />
      )}
      {overview.status === 'success' && <Overview overview={overview.data} week={week} />}
    </PageLayout>
  );
}
