import { CalendarIcon, formatDate, Badge, Icon } from 'shared-ui';
import type { Todo } from 'tessera-contracts';
import { dueState, toDayValue } from '../model/todo-dates';

const PALETTE = { overdue: 'red', today: 'orange', scheduled: 'gray' } as const;

/** When the todo is due, urgent in colour while it is overdue or due today and not done yet. */
export function DueBadge({ todo }: { todo: Todo }) {
  const state = dueState(todo.dueDate, todo.done);
  if (!state) return null;
  const day = formatDate(toDayValue(todo.dueDate));
  const text = state === 'overdue' ? `Overdue: ${day}` : state === 'today' ? 'Due today' : `Due ${day}`;
  return (
    // Overdue is solid red (white on red.600 reads at 4.8:1); "due today" is subtle, as white on orange would not.
    <Badge
      colorPalette={PALETTE[state]}
      variant={state === 'overdue' ? 'solid' : state === 'today' ? 'subtle' : 'outline'}
      gap={1}
    >
      <Icon boxSize={3}>
        <CalendarIcon />
      </Icon>
      {text}
    </Badge>
  );
}
