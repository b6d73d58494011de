import { useId } from 'react';
import { Avatar, Box, Card, Flex, Heading, HStack, plural, Stack, Text, UserIcon } from 'shared-ui';
import type { ShownUser } from '../api/list-user-names';
import { useWorkload, type NamedWorkload } from '../api/use-workload';
import { PartState } from './PartState';

/** Rows a card holds; the people beyond are counted. */
const MAX_PEOPLE = 8;

interface LoadRowProps {
  /** Null for the tasks given to no one. */
  person: ShownUser | null;
  tasks: number;
  /** The most tasks anyone has: the full bar. */
  most: number;
  barColor: string;
}

function LoadRow({ person, tasks, most, barColor }: LoadRowProps) {
  const name = person?.fullName ?? 'Unassigned';
  return (
    <Box as="li" py="1.5">
      <HStack gap="3" align="center">
        {/* The name is written beside it: the picture or initials only mark the row. */}
        <Avatar.Root size="sm" aria-hidden="true" colorPalette={person ? 'brand' : 'gray'}>
          {person?.imageUrl && <Avatar.Image src={person.imageUrl} alt="" />}
          {person ? (
            <Avatar.Fallback name={name} />
          ) : (
            <Avatar.Fallback>
              <UserIcon />
            </Avatar.Fallback>
          )}
        </Avatar.Root>
        <Stack gap="1" flex="1" minW="0">
          <Flex justify="space-between" gap="2">
            <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              {plural(tasks, { one: 'task', other: 'tasks' })}
            </Text>
          </Flex>
          <Box h="2" borderRadius="full" bg="bg.muted" aria-hidden="true">
            <Box h="full" borderRadius="full" bg={barColor} width={`${most > 0 ? (tasks / most) * 100 : 0}%`} />
          </Box>
        </Stack>
      </HStack>
    </Box>
  );
}

function WorkloadList({ workload, headingId }: { workload: NamedWorkload; headingId: string }) {
  const shown = workload.byAssignee.slice(0, MAX_PEOPLE);
  const hidden = workload.byAssignee.length - shown.length;
  const most = Math.max(workload.unassigned, ...shown.map((load) => load.tasks));
  if (most === 0) return <Text color="fg.muted">No task is open.</Text>;
  return (
    <Stack gap="2">
      <Stack as="ul" aria-labelledby={headingId} gap="0" listStyleType="none">
        {shown.map((load) => (
          <LoadRow key={load.user.id} person={load.user} tasks={load.tasks} most={most} barColor="blue.solid" />
        ))}
        {workload.unassigned > 0 && (
          <LoadRow person={null} tasks={workload.unassigned} most={most} barColor="fg.subtle" />
        )}
      </Stack>
      {hidden > 0 && (
        <Text fontSize="xs" color="fg.muted">
          And {plural(hidden, { one: 'more person', other: 'more people' })} with fewer open tasks.
        </Text>
      )}
    </Stack>
  );
}

/** Open work tasks per assignee, most first, and those given to no one: who carries the load? */
export function WorkloadCard() {
  const workload = useWorkload();
  const headingId = useId();
  return (
    <PartState label="the workload" part={workload}>
      {(data) => (
        <Card.Root as="section" aria-labelledby={headingId} minW="0">
          <Card.Header>
            <Heading as="h2" size="md" id={headingId}>
              Open tasks by assignee
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Unfinished tasks given to each person; a task given to two counts for both.
            </Text>
          </Card.Header>
          <Card.Body>
            <WorkloadList workload={data} headingId={headingId} />
          </Card.Body>
        </Card.Root>
      )}
    </PartState>
  );
}
