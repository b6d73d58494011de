import { useId } from 'react';
import { Box, Heading, HStack, Stack } from 'shared-ui';
import { useGroupTasks } from '../hooks/use-group-tasks';
import type { TaskGroup } from '../model/task-groups';
import type { GroupView } from './group-view';
import { GroupFooter } from './GroupFooter';
import { GroupToggle } from './GroupToggle';
import { QuickAddTask } from '@projects/workspace/QuickAddTask';
import { SelectBox } from './SelectBox';
import { TaskCardItem } from './TaskCardItem';

interface GroupCardsProps {
  group: TaskGroup;
  view: GroupView;
  /** Cards drawn in the list's first render (use-first-pass-rows.ts); undefined for all. */
  rowLimit?: number;
}

/** One group on a phone: its heading, its tasks as cards, "Show more" and "+ Add task" (once all are drawn). */
export function GroupCards({ group, view, rowLimit }: GroupCardsProps) {
  const { expanded, rows, selectedCount, shown, whole } = useGroupTasks(group, view, rowLimit);
  const { write } = view;
  const headingId = useId();
  const listId = useId();
  const allSelected = rows.tasks.length > 0 && selectedCount === rows.tasks.length;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <HStack gap="3">
        {write && expanded && rows.tasks.length > 0 && (
          <SelectBox
            label={`Select all shown in ${group.label}`}
            checked={allSelected}
            indeterminate={selectedCount > 0 && !allSelected}
            onChange={(on) => write.selection.setMany(rows.tasks, on)}
          />
        )}
        <Heading as="h2" size="sm" id={headingId}>
          <GroupToggle
            group={group}
            expanded={expanded}
            controls={listId}
            onToggle={() => view.onToggleGroup(group.key)}
          />
        </Heading>
      </HStack>
      {expanded && (
        <Stack gap="2" id={listId}>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={`Tasks in ${group.label}`}>
            {shown.map((task) => (
              <TaskCardItem
                key={task.name}
                task={task}
                projectName={task.project ? view.projectNames.get(task.project) : undefined}
                boardStatuses={view.statusesOf(task.project)}
                people={view.peopleNames}
                selectable={write !== null}
                selected={write?.selection.isSelected(task.name) ?? false}
                onToggle={write ? write.selection.toggle : noop}
                onOpen={view.onOpen}
              />
            ))}
          </Stack>
          {whole && <GroupFooter rows={rows} total={group.count} label={group.label} />}
          {whole && write && (
            <Box>
              <QuickAddTask
                groupLabel={group.label}
                projects={write.quickAddProjects}
                allowNoProject={write.allowNoProject}
                onAdd={(subject, project) => write.addTask(group, subject, project)}
              />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const noop = () => undefined;
