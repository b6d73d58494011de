import { useState } from 'react';
import { Box, Button, HStack, Text } from 'shared-ui';
import { SPRINT_TASKS, type DemoTask } from '../model/toast-demo-data';
import type { DemoToaster } from './DemoToasters';

/** A short task list: archiving a task says so in a toast whose Undo puts the task back where it was. */
export function ArchiveWithUndo({ toaster }: { toaster: DemoToaster }) {
  const [archivedIds, setArchivedIds] = useState<ReadonlySet<string>>(new Set());
  const shown = SPRINT_TASKS.filter((task) => !archivedIds.has(task.id));

  const restore = (task: DemoTask) => setArchivedIds((ids) => new Set([...ids].filter((id) => id !== task.id)));
  const archive = (task: DemoTask) => {
    setArchivedIds((ids) => new Set(ids).add(task.id));
    toaster.create({
      type: 'success',
      title: 'Task archived',
      description: `“${task.title}” is out of the sprint.`,
      duration: 8000,
      closable: true,
      action: { label: 'Undo', onClick: () => restore(task) },
    });
  };

  return (
    <Box as="ul" aria-label="Sprint tasks" listStyleType="none" m="0" p="0">
      {shown.map((task) => (
        <HStack as="li" key={task.id} justify="space-between" gap="3" py="2" borderBottomWidth="1px">
          <Text textStyle="sm">{task.title}</Text>
          <Button size="xs" variant="outline" aria-label={`Archive “${task.title}”`} onClick={() => archive(task)}>
            Archive
          </Button>
        </HStack>
      ))}
      {shown.length === 0 && (
        <Text as="li" textStyle="sm" color="fg.muted" py="2">
          Every task is archived. Undo in a toast brings one back.
        </Text>
      )}
    </Box>
  );
}
