import { useQueries } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import {
  Card,
  ErrorState,
  FlagIcon,
  formatCount,
  formatPercent,
  HStack,
  ListChecksIcon,
  LoadingState,
  PageLayout,
  SimpleGrid,
  Stack,
  taskPalette,
  Text,
  TriangleAlertIcon,
} from 'shared-ui';
import { ProgressCircle } from 'shared-ui/kits';
import { FINISHED_STATUSES, TASK_PRIORITIES } from 'tessera-contracts';
import { WORK_STATUSES } from '@kits/api/task-filters';
import { StatCard } from '@kits/components/StatCard';
import { taskCountsByQueryOptions } from './api/count-tasks-by';
import { ShareBars } from './components/ShareBars';
import { groupShares, type GroupShare } from './model/group-shares';

const countIn = (shares: readonly GroupShare[], label: string) =>
  shares.find((group) => group.label === label)?.count ?? 0;

function CompletionTile({ completed, total }: { completed: number; total: number }) {
  const share = total === 0 ? 0 : completed / total;
  return (
    <Card.Root size="sm" role="group" aria-label="Completion">
      <Card.Body>
        <HStack gap="4">
          <ProgressCircle.Root
            value={Math.round(share * 100)}
            colorPalette="green"
            size="lg"
            aria-label="Tasks completed"
          >
            <ProgressCircle.Circle>
              <ProgressCircle.Track />
              <ProgressCircle.Range />
            </ProgressCircle.Circle>
          </ProgressCircle.Root>
          <Stack gap="0">
            <Text textStyle="2xl" fontWeight="semibold">
              {formatPercent(share)}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              of tasks completed
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** `/widgets/statistics`: statistic tiles on live task counts, grouped by status and by priority. */
export default function StatisticsWidgetsPage() {
  const [byStatus, byPriority] = useQueries({
    queries: [taskCountsByQueryOptions('status'), taskCountsByQueryOptions('priority')],
  });
  const failed = [byStatus, byPriority].find((result) => result.isError);

  return (
    <PageLayout
      title="Statistics widgets"
      description="Statistic tiles on live task counts: totals, completion, and the share of each status and priority."
    >
      {failed?.error ? (
        <ErrorState
          title="Couldn't load the statistics"
          message={readableError(failed.error)}
          onRetry={() => [byStatus, byPriority].forEach((result) => void result.refetch())}
        />
      ) : !byStatus.data || !byPriority.data ? (
        <LoadingState label="Loading the statistics" shape="cards" count={4} />
      ) : (
        <Statistics
          statuses={groupShares(byStatus.data, WORK_STATUSES)}
          priorities={groupShares(byPriority.data, TASK_PRIORITIES)}
        />
      )}
    </PageLayout>
  );
}

function Statistics({ statuses, priorities }: { statuses: GroupShare[]; priorities: GroupShare[] }) {
  const total = statuses.reduce((sum, group) => sum + group.count, 0);
  const unfinished = statuses
    .filter((group) => !(FINISHED_STATUSES as readonly string[]).includes(group.label))
    .reduce((sum, group) => sum + group.count, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="All tasks" value={formatCount(total)} icon={ListChecksIcon} palette="blue" />
        <StatCard
          label="Unfinished"
          value={formatCount(unfinished)}
          icon={FlagIcon}
          palette="orange"
          help="Not completed, cancelled or a template."
        />
        <StatCard
          label="Overdue status"
          value={formatCount(countIn(statuses, 'Overdue'))}
          icon={TriangleAlertIcon}
          palette="red"
        />
        <CompletionTile completed={countIn(statuses, 'Completed')} total={total} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {priorities
          .filter((group) => group.label !== 'Not set')
          .map((group) => (
            <StatCard
              key={group.label}
              label={`${group.label} priority`}
              value={formatCount(group.count)}
              icon={FlagIcon}
              palette={taskPalette(group.label)}
              help={`${formatPercent(group.share)} of tasks`}
            />
          ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ShareBars title="Tasks by status" shares={statuses} />
        <ShareBars title="Tasks by priority" shares={priorities} />
      </SimpleGrid>
    </Stack>
  );
}
