import { useGroupTasks } from '../hooks/use-group-tasks';
import type { TaskGroup } from '../model/task-groups';
import type { GroupView } from './group-view';
import { GroupFooter } from './GroupFooter';
import { GroupToggle } from './GroupToggle';
import { QuickAddTask } from '@projects/workspace/QuickAddTask';
import { SelectBox } from './SelectBox';
import { TaskTableRow } from './TaskTableRow';

interface GroupTableBodyProps {
  group: TaskGroup;
  view: GroupView;
  /** Rows drawn in the list's first render (use-first-pass-rows.ts); undefined for all. */
  rowLimit?: number;
}

/**
 * One group as a section of the table: its heading row, its rows, "Show more" and "+ Add task" (the last two once
 * all its rows are drawn).
 */
export function GroupTableBody({ group, view, rowLimit }: GroupTableBodyProps) {
  const { expanded, rows, selectedCount, shown, whole } = useGroupTasks(group, view, rowLimit);
  const { write } = view;
  const span = view.columns.length + (write ? 2 : 1);
  const allSelected = rows.tasks.length > 0 && selectedCount === rows.tasks.length;
  return (
    // Plain table parts, drawn by the table's style sheet (TASK_ROWS_CSS): they look as Chakra's Table parts do.
    <tbody>
      <tr className="task-group-row">
        <th scope="rowgroup" colSpan={span} className="task-group-heading">
          <div className="task-group-line">
            {write && expanded && rows.tasks.length > 0 && (
              <SelectBox
                label={`Select all shown in ${group.label}`}
                checked={allSelected}
                indeterminate={selectedCount > 0 && !allSelected}
                onChange={(on) => write.selection.setMany(rows.tasks, on)}
              />
            )}
            <GroupToggle group={group} expanded={expanded} onToggle={() => view.onToggleGroup(group.key)} />
          </div>
        </th>
      </tr>
      {expanded &&
        shown.map((task) => (
          <TaskTableRow
            key={task.name}
            task={task}
            columns={view.columns}
            projectName={task.project ? view.projectNames.get(task.project) : undefined}
            boardStatuses={view.statusesOf(task.project)}
            people={view.peopleNames}
            selectable={write !== null}
            selected={write?.selection.isSelected(task.name) ?? false}
            onToggle={write ? write.selection.toggle : noop}
            onOpen={view.onOpen}
          />
        ))}
      {expanded && whole && (rows.phase !== 'ready' || rows.hasMore || rows.loadMoreError) && (
        <tr className="task-extra-row">
          <td colSpan={span} className="task-cell">
            <GroupFooter rows={rows} total={group.count} label={group.label} />
          </td>
        </tr>
      )}
      {expanded && whole && write && (
        <tr className="task-extra-row">
          <td colSpan={span} className="task-cell task-add-cell">
            <QuickAddTask
              groupLabel={group.label}
              projects={write.quickAddProjects}
              allowNoProject={write.allowNoProject}
              onAdd={(subject, project) => write.addTask(group, subject, project)}
            />
          </td>
        </tr>
      )}
    </tbody>
  );
}

const noop = () => undefined;
