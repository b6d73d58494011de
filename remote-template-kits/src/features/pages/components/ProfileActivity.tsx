import { readableError } from 'shared-auth';
import {
  EmptyState,
  ErrorState,
  HStack,
  Link,
  LoadingState,
  RouterLink,
  Stack,
  TaskStatusBadge,
  Text,
  formatRelativeTime,
} from 'shared-ui';
import { useMyRecentTasks } from '../api/list-my-recent-tasks';
import { taskHref } from '@kits/paths';

/** The tasks the user changed last, newest first, each opening in the task list's drawer. */
export function ProfileActivity({ userId }: { userId: string }) {
  const recent = useMyRecentTasks(userId);
  if (recent.isPending) return <LoadingState label="Loading your activity" shape="lines" count={4} />;
  if (recent.isError) {
    return (
      <ErrorState
        title="Couldn't load your activity"
        message={readableError(recent.error)}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (recent.data.length === 0) {
    return <EmptyState title="No activity yet" description="Tasks you create or change show here." />;
  }
  return (
    <Stack as="ol" aria-label="Tasks you changed last" gap="0" ps="0" m="0" listStyleType="none">
      {recent.data.map((task) => (
        <HStack
          as="li"
          key={task.name}
          gap="3"
          py="3"
          borderBottomWidth="1px"
          borderColor="border.muted"
          align="flex-start"
          justify="space-between"
          wrap="wrap"
        >
          <Stack gap="0.5" minW="0" flex="1">
            <Link asChild colorPalette="brand" fontWeight="medium" overflowWrap="anywhere">
              <RouterLink to={taskHref(task.name)}>{task.subject}</RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {[task.project, `changed ${formatRelativeTime(task.modified)}`].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {task.status && <TaskStatusBadge status={task.status} />}
        </HStack>
      ))}
    </Stack>
  );
}
