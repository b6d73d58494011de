import { Badge } from '@chakra-ui/react';
import { NO_VALUE } from '../../common/format';
import type { TaskPriority, TaskStatus } from '../task-model';

const STATUS_PALETTE: Record<TaskStatus, string> = {
  Open: 'blue',
  Working: 'purple',
  'Pending Review': 'yellow',
  Overdue: 'red',
  Template: 'gray',
  Completed: 'green',
  Cancelled: 'gray',
};

const PRIORITY_PALETTE: Record<TaskPriority, string> = {
  Low: 'gray',
  Medium: 'blue',
  High: 'orange',
  Urgent: 'red',
};

function paletteOf(palettes: Record<string, string>, value: string): string {
  return Object.hasOwn(palettes, value) ? palettes[value] : 'gray';
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{NO_VALUE}</>;
  return (
    <Badge colorPalette={paletteOf(STATUS_PALETTE, status)} variant={status === 'Cancelled' ? 'outline' : 'subtle'}>
      {status}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string | null | undefined }) {
  if (!priority) return <>{NO_VALUE}</>;
  return (
    <Badge colorPalette={paletteOf(PRIORITY_PALETTE, priority)} variant="outline">
      {priority}
    </Badge>
  );
}
