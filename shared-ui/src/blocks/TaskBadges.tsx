import { Badge, Box } from '@chakra-ui/react';
import type { ShownStatus } from 'tessera-contracts';
import { NO_VALUE } from '../format/numbers';
import { PlainBoardStatusBadge, PlainTaskStatusBadge } from './PlainTaskBadges';
import { taskPalette } from '../theme/task-palettes';

/** A task status in its colour; Cancelled is outlined so it reads as "not done" next to Completed. */
export function TaskStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{NO_VALUE}</>;
  return (
    <Badge colorPalette={taskPalette(status)} variant={status === 'Cancelled' ? 'outline' : 'subtle'}>
      {status}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority }: { priority: string | null | undefined }) {
  if (!priority) return <>{NO_VALUE}</>;
  return (
    <Badge colorPalette={taskPalette(priority)} variant="outline">
      {priority}
    </Badge>
  );
}

/** A space's or project's own status: its name, and its colour (data from the API) as a dot. */
export function BoardStatusBadge({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <Badge colorPalette="gray" variant="outline">
      <Box
        as="span"
        boxSize="2"
        flexShrink={0}
        borderRadius="full"
        bg="fg.muted"
        style={{ background: color || undefined }}
        aria-hidden="true"
      />
      {name}
    </Badge>
  );
}

/**
 * A task's one status (tessera-contracts' shownStatusOf): a board status in its own colour, else ERPNext's.
 * `plain`: a plain span, for lists drawn by one style sheet (PLAIN_TASK_BADGES_CSS).
 */
export function ShownStatusBadge({ status, plain = false }: { status: ShownStatus; plain?: boolean }) {
  if (status.kind === 'board') {
    const { name1, color } = status.status;
    return plain ? (
      <PlainBoardStatusBadge name={name1} color={color} />
    ) : (
      <BoardStatusBadge name={name1} color={color} />
    );
  }
  return plain ? <PlainTaskStatusBadge status={status.value} /> : <TaskStatusBadge status={status.value} />;
}
