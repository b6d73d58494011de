import { type ShownStatus } from 'tessera-contracts';
import { BoardStatusBadge, PlainBoardStatusBadge, PlainTaskStatusBadge, TaskStatusBadge } from 'shared-ui';

interface StatusBadgeProps {
  status: ShownStatus;
  /** A plain span, for lists drawn by one style sheet (PLAIN_TASK_BADGES_CSS). */
  plain?: boolean;
}

/** A task's one status (board-status.ts): a board status in its own colour, else ERPNext's in the theme's. */
export function StatusBadge({ status, plain = false }: StatusBadgeProps) {
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
