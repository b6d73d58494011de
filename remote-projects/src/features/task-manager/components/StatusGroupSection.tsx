import { useId, useState } from 'react';
import {
  formatPercent,
  plural,
  taskPalette,
  BoardStatusBadge,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  TaskStatusBadge,
  Text,
} from 'shared-ui';
import type { TaskGroup } from '../model/task-groups';
import { shareOf } from '../model/task-progress';
import { ShareBar } from './ShareBar';
import { TaskCard } from './TaskCard';

/** Cards shown per group before "Show all": a status can hold hundreds of tasks. */
const FIRST_CARDS = 12;
const TASK_NOUN = { one: 'task', other: 'tasks' };

interface StatusGroupSectionProps {
  group: TaskGroup;
  /** How many tasks are shown on the page, all groups together. */
  total: number;
  projectLabel: (name: string) => string;
  /** Full names by user id, for the cards' assignees. */
  people: ReadonlyMap<string, string>;
}

/** One status (a board status name in its colour, or ERPNext's): its badge, count and share of all tasks, and its tasks as cards. */
export function StatusGroupSection({ group, total, projectLabel, people }: StatusGroupSectionProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const share = shareOf(group.tasks.length, total);
  const cards = showAll ? group.tasks : group.tasks.slice(0, FIRST_CARDS);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle" p="4">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
        <HStack gap="3">
          <Heading as="h2" size="sm" id={headingId}>
            {group.color ? (
              <BoardStatusBadge name={group.label} color={group.color} />
            ) : (
              <TaskStatusBadge status={group.label} />
            )}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {plural(group.tasks.length, TASK_NOUN)}
          </Text>
        </HStack>
        <HStack w={{ base: 'full', sm: '56' }}>
          <ShareBar
            ratio={share}
            label="Share of all tasks"
            valueText={formatPercent(share)}
            size="xs"
            colorPalette={taskPalette(group.key)}
          />
        </HStack>
      </Stack>
      {group.tasks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No tasks.
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3">
          {cards.map((task) => (
            <li key={task.name}>
              <TaskCard task={task} projectLabel={projectLabel} people={people} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {group.tasks.length > FIRST_CARDS && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${plural(group.tasks.length, TASK_NOUN)}`}
        </Button>
      )}
    </Stack>
  );
}
