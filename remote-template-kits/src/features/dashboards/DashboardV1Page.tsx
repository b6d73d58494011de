import { TASK_PRIORITIES } from 'tessera-contracts';
import {
  CircleCheckIcon,
  EmptyState,
  ErrorState,
  formatCount,
  formatPercent,
  keepsLastScreen,
  ListChecksIcon,
  LoadingState,
  PageLayout,
  PlayIcon,
  SimpleGrid,
  Stack,
  Text,
  useAfterFirstPaint,
} from 'shared-ui';
import { percentChange } from '@kits/model/percent-change';
import { useTaskOverview, type TaskOverview } from './api/use-task-overview';
import { useWeekChanges, type WeekChanges } from './api/use-week-changes';
import { ChartCard } from '@kits/components/charts/ChartCard';
import { DonutChart, HorizontalBarChart } from '@kits/components/charts/LazyCharts';
import { StatCard } from '@kits/components/StatCard';
import { statusNameChartData } from '@kits/model/status-name-chart';
import { toChartData, type ChartDatum } from './model/task-counts';
import { useFollowTaskChanges } from './api/follow-task-changes';
import { useDatedLists } from './api/use-dated-lists';
import { useTasksByProject } from './api/use-tasks-by-project';
import { CompletionTrendCard } from './components/CompletionTrendCard';
import { DatedTaskList } from './components/DatedTaskList';
import { RecentActivityCard } from './components/RecentActivityCard';
import { WorkloadCard } from './components/WorkloadCard';
import { OverdueCard } from './components/OverdueCard';
import { PartState } from './components/PartState';
import { describeDueIn, describeLateness } from './model/delivery';

const LAST_WEEK = 'last week';
const DUE_WINDOW_DAYS = 7;

/** Tasks by project: its own loading and error states, as it reads more than the counts. */
function ProjectsChart() {
  const byProject = useTasksByProject();
  return (
    <PartState label="tasks by project" part={byProject}>
      {(data) => (
        <ChartCard
          title="Tasks by project"
          labelHeader="Project"
          valueHeader="Tasks"
          data={data}
          formatValue={formatCount}
        >
          {data.length === 0 ? (
            <Text color="fg.muted">No task is in a project yet.</Text>
          ) : (
            <HorizontalBarChart
              title="Tasks by project"
              data={data}
              valueName="Tasks"
              formatValue={formatCount}
              integers
            />
          )}
        </ChartCard>
      )}
    </PartState>
  );
}

/** What is due this week and what is late, each list with its own state. */
function DeadlineLists({ dueSoon, overdue }: ReturnType<typeof useDatedLists>) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <PartState label="the tasks due soon" part={dueSoon}>
        {(list) => (
          <DatedTaskList
            title={`Due in the next ${DUE_WINDOW_DAYS} days`}
            tasks={list.tasks}
            total={list.total}
            emptyText={`Nothing is due in the next ${DUE_WINDOW_DAYS} days.`}
            describeDue={describeDueIn(list.today)}
          />
        )}
      </PartState>
      <PartState label="the overdue tasks" part={overdue}>
        {(list) => (
          <DatedTaskList
            title="Overdue tasks"
            tasks={list.tasks}
            total={list.total}
            emptyText="No task is past its end date."
            describeDue={describeLateness(list.today)}
            dueColor="fg.error"
          />
        )}
      </PartState>
    </SimpleGrid>
  );
}

function Overview({ overview, week }: { overview: TaskOverview; week: WeekChanges | undefined }) {
  // The figures come first; what lies below them, a frame later (it is most of the page's first render).
  const figuresPainted = useAfterFirstPaint();
  const deadlines = useDatedLists(DUE_WINDOW_DAYS);
  const { total, done, cancelled } = overview.byStatus;
  if (total === 0) {
    return <EmptyState title="No tasks yet" description="Counts and charts appear once tasks are created." />;
  }
  const byStatus = statusNameChartData(overview.byStatus.byName);
  const byPriority = toChartData(overview.byPriority, TASK_PRIORITIES);
  const shareOfAll = (count: number) => `${formatPercent(count / total)} of all tasks`;
  const open = total - done - cancelled;
  return (
    <Stack gap="4" {...keepsLastScreen}>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="Total tasks"
          value={formatCount(total)}
          icon={ListChecksIcon}
          palette="blue"
          change={week && { percent: percentChange(total, week.totalBefore), period: LAST_WEEK }}
          help="Every status, cancelled included"
        />
        <StatCard label="Open" value={formatCount(open)} icon={PlayIcon} palette="cyan" help={shareOfAll(open)} />
        <StatCard
          label="Completed"
          value={formatCount(done)}
          icon={CircleCheckIcon}
          palette="green"
          help={shareOfAll(done)}
        />
        <OverdueCard overdue={deadlines.overdue} />
      </SimpleGrid>
      {figuresPainted && <BelowTheFigures byStatus={byStatus} byPriority={byPriority} deadlines={deadlines} />}
    </Stack>
  );
}

interface BelowTheFiguresProps {
  byStatus: ChartDatum[];
  byPriority: ChartDatum[];
  deadlines: ReturnType<typeof useDatedLists>;
}

function BelowTheFigures({ byStatus, byPriority, deadlines }: BelowTheFiguresProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4" alignItems="start">
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
        <ProjectsChart />
      </SimpleGrid>
      <CompletionTrendCard />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <WorkloadCard />
        <RecentActivityCard />
      </SimpleGrid>
      <DeadlineLists {...deadlines} />
    </>
  );
}

/**
 * `/dashboard/v1` (admin): how many tasks there are, by status, priority and project; how many were created and
 * completed week by week; who has the open ones; what changed last; what is due and what is late.
 */
export default function DashboardV1Page() {
  useFollowTaskChanges();
  const overview = useTaskOverview();
  const week = useWeekChanges();
  return (
    <PageLayout
      title="Dashboard"
      description="Every task in every project, in every status; the changes compare with seven days ago."
    >
      {overview.status === 'pending' && <LoadingState label="Loading the dashboard" shape="cards" count={4} />}
      {overview.status === 'error' && (
        <ErrorState title="Couldn't load the dashboard" message={overview.error} onRetry={overview.retry} />
      )}
      {overview.status === 'success' && <Overview overview={overview.data} week={week} />}
    </PageLayout>
  );
}
