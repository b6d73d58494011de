import { memo } from 'react';
import { CalendarIcon, formatDate } from 'shared-ui';
import { cardAttributes, type DrawnCardSlot } from 'shared-ui/board';
import type { Task } from 'tessera-contracts';
import { AssigneeAvatars } from '@projects/workspace/AssigneeAvatars';

/** Where its column's list draws it (only the cards near the visible part are drawn), field by field. */
interface TaskCardProps extends DrawnCardSlot {
  task: Task;
  /** The project's name as people know it. */
  projectLabel: string | null;
  /** The task's colour, else its project's (data colours from the API). */
  stripe: string | null;
  /** Full names by user id, for its assignees' avatars. */
  people: ReadonlyMap<string, string>;
  canWrite: boolean;
  /** Whether the board's Move menu is open for this card. */
  menuOpen: boolean;
  onOpenMenu: (card: string, button: HTMLElement) => void;
}

/**
 * One card: plain elements styled by its column's list (card-list-styles), memoised and query-free, so a board
 * of 2,000 redraws only the cards whose task changed. Its Move button opens the board's one Move menu.
 */
export const TaskCard = memo(function TaskCard({
  task,
  index,
  count,
  measure,
  dropMark,
  draggable,
  projectLabel,
  stripe,
  people,
  canWrite,
  menuOpen,
  onOpenMenu,
}: TaskCardProps) {
  return (
    <li
      ref={measure}
      {...cardAttributes(task.name, { index, count, dropMark, draggable })}
      // Every card is a keyboard stop, for readers without write access too; its actions are in its Move menu.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={task.subject}
      // A data colour goes in the style attribute, never into generated CSS.
      style={{ borderInlineStartColor: stripe ?? undefined }}
    >
      <p data-part="subject">{task.subject}</p>
      {projectLabel && <p data-part="project">{projectLabel}</p>}
      <div data-part="meta">
        {task.priority && (
          <span data-part="priority" data-value={task.priority}>
            {task.priority}
          </span>
        )}
        {task.exp_end_date && (
          <span data-part="due" data-overdue={task.status === 'Overdue' ? '' : undefined}>
            <CalendarIcon size={12} aria-hidden="true" />
            Due {formatDate(task.exp_end_date)}
          </span>
        )}
        <AssigneeAvatars task={task} people={people} />
        {canWrite && (
          <button
            type="button"
            data-part="move"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={`Move "${task.subject}" to…`}
            onClick={(event) => onOpenMenu(task.name, event.currentTarget)}
          >
            Move…
          </button>
        )}
      </div>
    </li>
  );
});
