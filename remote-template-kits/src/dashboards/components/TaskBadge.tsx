import { Badge } from '@chakra-ui/react';
import { BADGE_PALETTES } from '../task-vocabulary';

/** A status or priority, coloured like in the task list. */
export function TaskBadge({ value, variant = 'subtle' }: { value: string; variant?: 'subtle' | 'outline' }) {
  return (
    <Badge colorPalette={BADGE_PALETTES[value] ?? 'gray'} variant={variant}>
      {value}
    </Badge>
  );
}
