import { memo } from 'react';
import { ChevronDownIcon, Button } from 'shared-ui';
import { cardAttributes, type DrawnCardSlot } from 'shared-ui/board';
import type { Task } from 'tessera-contracts';
import { TaskCard } from './TaskCard';

interface BoardCardProps extends DrawnCardSlot {
  task: Task;
  projectLabel: (name: string) => string;
  /** Full names by user id, for its assignees. */
  people: ReadonlyMap<string, string>;
  canEdit: boolean;
  /** A change to this task is on its way: it waits before it can move again. */
  saving: boolean;
  /** Whether the board's "Move to…" menu is open for this card. */
  menuOpen: boolean;
  onOpenMenu: (card: string, button: HTMLElement) => void;
}

/** A card of the project's board, dragged from its group's list; its "Move to…" button opens the board's one menu. */
export const BoardCard = memo(function BoardCard({
  task,
  index,
  count,
  measure,
  dropMark,
  draggable,
  projectLabel,
  people,
  canEdit,
  saving,
  menuOpen,
  onOpenMenu,
}: BoardCardProps) {
  return (
    <li ref={measure} {...cardAttributes(task.name, { index, count, dropMark, draggable })}>
      <TaskCard
        task={task}
        projectLabel={projectLabel}
        people={people}
        actions={
          canEdit && (
            // The keyboard (and touch) way to do what dragging a card does.
            <Button
              size="2xs"
              variant="ghost"
              flexShrink={0}
              disabled={saving}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-label={`Move to… ${task.subject}`}
              onClick={(event) => onOpenMenu(task.name, event.currentTarget)}
            >
              Move to…
              <ChevronDownIcon size={12} aria-hidden="true" />
            </Button>
          )
        }
      />
    </li>
  );
});
