import {
  CircleCheckIcon,
  EmptyState,
  FolderIcon,
  formatPercent,
  ListChecksIcon,
  PlusIcon,
  Progress,
  SimpleGrid,
  TriangleAlertIcon,
  UserIcon,
  InboxIcon,
} from 'shared-ui';
import type { WorkMetrics as WorkMetricsData } from '../api/use-work-metrics';
import { shareOf } from '../model/metrics';
import { MetricCard } from './MetricCard';
import { WeekTrend } from './WeekTrend';

/** "25% of open tasks", or nothing to say when there are none. */
function shareText(part: number, whole: number, ofWhat: string): string | undefined {
  const share = shareOf(part, whole);
  return share === null ? undefined : `${formatPercent(share)} of ${ofWhat}`;
}

/** The KPI cards for the tasks and projects the signed-in user can see. */
export function WorkMetrics({ metrics }: { metrics: WorkMetricsData }) {
  const { tasks, projects } = metrics;
  if (tasks.total === 0 && projects.total === 0) {
    return (
      <EmptyState
        icon={<InboxIcon />}
        title="Nothing to measure yet"
        description="The cards fill in once there are tasks or projects you can see."
      />
    );
  }
  // Completion counts work that is still meant to be done: open and completed tasks, not cancelled ones.
  const completion = shareOf(tasks.completed, tasks.open + tasks.completed);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <MetricCard
        label="Total tasks"
        value={tasks.total}
        icon={ListChecksIcon}
        colorPalette="blue"
        help="Across every project you can see"
      />
      <MetricCard
        label="Open tasks"
        value={tasks.open}
        icon={InboxIcon}
        colorPalette="purple"
        help={shareText(tasks.open, tasks.total, 'all tasks')}
      />
      <MetricCard
        label="Completed"
        value={tasks.completed}
        icon={CircleCheckIcon}
        colorPalette="green"
        help={completion === null ? 'No planned work yet' : `${formatPercent(completion)} of planned work done`}
      >
        {completion !== null && (
          <Progress.Root value={Math.round(completion * 100)} size="xs" aria-label="Share of planned work done">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </MetricCard>
      <MetricCard
        label="Overdue"
        value={tasks.overdue}
        icon={TriangleAlertIcon}
        colorPalette="red"
        help={shareText(tasks.overdue, tasks.open, 'open tasks') ?? 'Nothing open'}
      />
      <MetricCard
        label="Assigned to you"
        value={tasks.assignedToMe}
        icon={UserIcon}
        colorPalette="teal"
        help="Open tasks with your name on them"
      />
      <MetricCard
        label="New this week"
        value={tasks.createdThisWeek}
        icon={PlusIcon}
        colorPalette="orange"
        help={<WeekTrend thisWeek={tasks.createdThisWeek} lastWeek={tasks.createdLastWeek} />}
      />
      <MetricCard
        label="Projects"
        value={projects.total}
        icon={FolderIcon}
        colorPalette="cyan"
        help={`${projects.active} open`}
      >
        {projects.total > 0 && (
          <Progress.Root
            value={Math.round((projects.active / projects.total) * 100)}
            size="xs"
            aria-label="Share of projects open"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </MetricCard>
    </SimpleGrid>
  );
}
