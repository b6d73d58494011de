import { ChevronDownIcon, formatCount, taskPalette } from 'shared-ui';
import type { TaskGroup } from '../model/task-groups';

interface GroupToggleProps {
  group: TaskGroup;
  expanded: boolean;
  /** The id of what it folds (for aria-controls), where that is one element. */
  controls?: string;
  onToggle: () => void;
}

/**
 * A group's heading: its colour, name and count; it folds the group away and back. Plain elements, drawn by the
 * list's style sheet (TASK_GROUP_CSS).
 */
export function GroupToggle({ group, expanded, controls, onToggle }: GroupToggleProps) {
  return (
    <button
      type="button"
      className="task-group-toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <span className="task-group-chevron" aria-hidden="true">
        <ChevronDownIcon size={16} />
      </span>
      <span
        className="task-group-dot"
        data-palette={group.value ? taskPalette(group.value) : 'gray'}
        // A board status's own colour is data: it goes in the style attribute, never into generated CSS.
        style={group.color ? { background: group.color } : undefined}
        aria-hidden="true"
      />
      <span>{group.label}</span>
      <span className="task-group-count">{formatCount(group.count)}</span>
    </button>
  );
}
