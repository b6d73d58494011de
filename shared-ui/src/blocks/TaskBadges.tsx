import { Badge } from '@chakra-ui/react';
import { NO_VALUE } from '../format/numbers';
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
