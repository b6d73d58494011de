import { HStack, Table } from 'shared-ui';
import { useGroupTasks } from '../hooks/use-group-tasks';
import type { TaskGroup } from '../model/task-groups';
import type { GroupView } from './group-view';
import { GroupFooter } from './GroupFooter';
import { GroupToggle } from './GroupToggle';
import { QuickAddTask } from '../../../workspace/QuickAddTask';
import { SelectBox } from './SelectBox';
import { TaskTableRow } from './TaskTableRow';

interface GroupTableBodyProps {
  group: TaskGroup;
  view: GroupView;
}

/** One group as a section of the table: its heading row, its rows, "Show more" and "+ Add task". */
export function GroupTableBody({ group, view }: GroupTableBodyProps) {
  const { expanded, rows, selectedCount } = useGroupTasks(group, view);
  const { write } = view;
  const span = view.columns.length + (write ? 2 : 1);
  const allSelected = rows.tasks.length > 0 && selectedCount === rows.tasks.length;
  return (
    <Table.Body>
      <Table.Row bg="bg.muted">
        <Table.ColumnHeader scope="rowgroup" colSpan={span} py="1.5">
          <HStack gap="3">
            {write && expanded && rows.tasks.length > 0 && (
              <SelectBox
                label={`Select all shown in ${group.label}`}
                checked={allSelected}
                indeterminate={selectedCount > 0 && !allSelected}
                onChange={(on) => write.selection.setMany(rows.tasks, on)}
              />
            )}
            <GroupToggle group={group} expanded={expanded} onToggle={() => view.onToggleGroup(group.key)} />
          </HStack>
        </Table.ColumnHeader>
      </Table.Row>
      {expanded &&
        rows.tasks.map((task) => (
          <TaskTableRow
            key={task.name}
            task={task}
            columns={view.columns}
            projectName={task.project ? view.projectNames.get(task.project) : undefined}
            selectable={write !== null}
            selected={write?.selection.isSelected(task.name) ?? false}
            onToggle={write ? write.selection.toggle : noop}
            onOpen={view.onOpen}
          />
        ))}
      {expanded && (rows.phase !== 'ready' || rows.hasMore || rows.loadMoreError) && (
        <Table.Row>
          <Table.Cell colSpan={span}>
            <GroupFooter rows={rows} total={group.count} label={group.label} />
          </Table.Cell>
        </Table.Row>
      )}
      {expanded && write && (
        <Table.Row>
          <Table.Cell colSpan={span} py="1">
            <QuickAddTask
              groupLabel={group.label}
              projects={write.quickAddProjects}
              allowNoProject={write.allowNoProject}
              onAdd={(subject, project) => write.addTask(group, subject, project)}
            />
          </Table.Cell>
        </Table.Row>
      )}
    </Table.Body>
  );
}

const noop = () => undefined;
