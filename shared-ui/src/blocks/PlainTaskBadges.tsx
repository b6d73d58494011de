// Task status and priority badges as plain spans, for lists of hundreds of rows: one style sheet on the list
// (PLAIN_TASK_BADGES_CSS) draws them all, where a Chakra Badge each would have its recipe and colour palette
// resolved and hashed one by one as the list renders. They look as TaskStatusBadge and TaskPriorityBadge do.
import type { SystemStyleObject } from '@chakra-ui/react';
import { NO_VALUE } from '../format/numbers';
import { taskPalette, taskPaletteRules } from '../theme/task-palettes';

const BADGE = '& .task-badge';

export const PLAIN_TASK_BADGES_CSS: SystemStyleObject = {
  [BADGE]: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    color: 'colorPalette.fg',
  },
  [`${BADGE}[data-variant=subtle]`]: { bg: 'colorPalette.subtle' },
  [`${BADGE}[data-variant=outline]`]: { boxShadow: 'inset 0 0 0px 1px {colors.colorPalette.border}' },
  ...taskPaletteRules(BADGE),
  '& .board-status-dot': { boxSize: '2', flexShrink: 0, borderRadius: 'full', bg: 'fg.muted', marginInlineEnd: '1' },
};

interface PlainBadgeProps {
  value: string | null | undefined;
  variant: 'subtle' | 'outline';
}

function PlainBadge({ value, variant }: PlainBadgeProps) {
  if (!value) return <>{NO_VALUE}</>;
  return (
    <span className="task-badge" data-palette={taskPalette(value)} data-variant={variant}>
      {value}
    </span>
  );
}

/** A task status in its colour; Cancelled is outlined so it reads as "not done" next to Completed. */
export function PlainTaskStatusBadge({ status }: { status: string | null | undefined }) {
  return <PlainBadge value={status} variant={status === 'Cancelled' ? 'outline' : 'subtle'} />;
}

export function PlainTaskPriorityBadge({ priority }: { priority: string | null | undefined }) {
  return <PlainBadge value={priority} variant="outline" />;
}

/** A space's or project's own status: its name, and its colour (data from the API) as a dot. */
export function PlainBoardStatusBadge({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <span className="task-badge" data-palette="gray" data-variant="outline">
      {/* A data colour goes in the style attribute, never into generated CSS. */}
      <span className="board-status-dot" style={{ background: color || undefined }} aria-hidden="true" />
      {name}
    </span>
  );
}
