import { useId } from 'react';
import {
  Avatar,
  Box,
  Card,
  Flex,
  formatRelativeTime,
  Heading,
  HStack,
  Link,
  RouterLink,
  ShownStatusBadge,
  Stack,
  Text,
} from 'shared-ui';
import { taskHref } from '@kits/paths';
import { useRecentActivity, type TaskChange } from '../api/use-recent-activity';
import { useTaskStatusBook, type StatusOfTask } from '../api/use-task-status-book';
import { changeVerb } from '../model/recent-changes';
import { PartState } from './PartState';

function ChangeRow({ change, statusOf }: { change: TaskChange; statusOf: StatusOfTask }) {
  const { task, by } = change;
  const who = by?.fullName ?? 'Someone';
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="3" align="flex-start">
        {/* Who it was is written beside it: the picture or initials only mark the row. */}
        <Avatar.Root size="sm" aria-hidden="true" colorPalette="brand">
          {by?.imageUrl && <Avatar.Image src={by.imageUrl} alt="" />}
          <Avatar.Fallback name={who} />
        </Avatar.Root>
        <Flex flex="1" minW="0" justify="space-between" gap="2" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" overflowWrap="anywhere">
              <Text as="span" fontWeight="medium">
                {who}
              </Text>{' '}
              {changeVerb(task)}{' '}
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={taskHref(task.name)}>{task.subject}</RouterLink>
              </Link>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {[task.name, task.project, task.modified && formatRelativeTime(task.modified)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <ShownStatusBadge status={statusOf(task)} />
        </Flex>
      </HStack>
    </Box>
  );
}

/** The work tasks changed last, newest first: who did what, and when; each opens in the task list. */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  const statusOf = useTaskStatusBook();
  const headingId = useId();
  return (
    <PartState label="the recent activity" part={activity}>
      {(changes) => (
        <Card.Root as="section" aria-labelledby={headingId} minW="0">
          <Card.Header>
            <Heading as="h2" size="md" id={headingId}>
              Recent activity
            </Heading>
          </Card.Header>
          <Card.Body>
            {changes.length === 0 ? (
              <Text color="fg.muted">No task has been created yet.</Text>
            ) : (
              <Stack as="ol" aria-labelledby={headingId} gap="0" listStyleType="none">
                {changes.map((change) => (
                  <ChangeRow key={change.task.name} change={change} statusOf={statusOf} />
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </PartState>
  );
}
