import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
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
  toIsoDate,
  TriangleAlertIcon,
} from 'shared-ui';
import { ProgressCircle } from 'shared-ui/kits';
import { TASK_PRIORITIES } from 'tessera-contracts';
import type { StatusTally } from '@kits/api/count-status-tally';
import { StatCard } from '@kits/components/StatCard';
import { overdueCountQueryOptions, statusTallyQueryOptions, taskCountsByQueryOptions } from './api/count-tasks-by';
import { ShareBars } from './components/ShareBars';
import { groupShares, type GroupShare } from './model/group-shares';

/** Each status name with tasks, in its board's colour, and its share of every task. */
const statusShares = (tally: StatusTally): GroupShare[] =>
  tally.byName.map(({ name, count }) => ({
    label: name.label,
    color: name.color,
    count,
    share: tally.total === 0 ? 0 : count / tally.total,
  }));

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

/**
 * `/widgets/statistics`: statistic tiles on live task counts, by each task's one status (done in its board's last
 * status, or without a board in ERPNext's Completed) and by priority.
 */
export default function StatisticsWidgetsPage() {
  const [today] = useState(() => toIsoDate(new Date()));
  const [byStatus, byPriority, overdue] = useQueries({
    queries: [statusTallyQueryOptions(), taskCountsByQueryOptions('priority'), overdueCountQueryOptions(today)],
  });
  const results = [byStatus, byPriority, overdue];
  const failed = results.find((result) => result.isError);

  return (
    <PageLayout
      title="Statistics widgets"
      description="Statistic tiles on live task counts: totals, completion, and the share of each status and priority."
    >
      {failed?.error ? (
        <ErrorState
          title="Couldn't load the statistics"
          message={readableError(failed.error)}
          onRetry={() => results.forEach((result) => void result.refetch())}
        />
      ) : !byStatus.data || !byPriority.data || overdue.data === undefined ? (
        <LoadingState label="Loading the statistics" shape="cards" count={4} />
      ) : (
        <Statistics
          tally={byStatus.data}
          overdue={overdue.data}
          priorities={groupShares(byPriority.data, TASK_PRIORITIES)}
        />
      )}
    </PageLayout>
  );
}

function Statistics({ tally, overdue, priorities }: { tally: StatusTally; overdue: number; priorities: GroupShare[] }) {
  const { total, done, cancelled } = tally;
  const statuses = statusShares(tally);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="All tasks" value={formatCount(total)} icon={ListChecksIcon} palette="blue" />
        <StatCard
          label="Unfinished"
          value={formatCount(total - done - cancelled)}
          icon={FlagIcon}
          palette="orange"
          help="Not completed, cancelled or a template."
        />
        <StatCard
          label="Overdue"
          value={formatCount(overdue)}
          icon={TriangleAlertIcon}
          palette="red"
          help="Unfinished, past their end date."
        />
        <CompletionTile completed={done} total={total} />
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
