import { useId } from 'react';
import { Button, Group, HStack, OptionSelect, SearchField, Stack, Text } from 'shared-ui';
import { TASK_PRIORITIES, type Project, type Space } from 'tessera-contracts';
import type { BoardGrouping } from '../model/board-columns';

interface BoardToolbarProps {
  search: string;
  priority: string;
  onSearchChange: (value: string) => void;
  onPriorityChange: (value: string) => void;
  spaces: readonly Space[];
  /** The space's name, or '' for every space. */
  space: string;
  onSpaceChange: (space: string) => void;
  projects: readonly Project[];
  project: string;
  onProjectChange: (project: string) => void;
  grouping: BoardGrouping;
  onGroupingChange: (grouping: BoardGrouping) => void;
}

const GROUPING_LABELS: Readonly<Record<BoardGrouping, string>> = { status: 'Status', priority: 'Priority' };

export function BoardToolbar(props: BoardToolbarProps) {
  const groupById = useId();
  const priorityOptions = [
    { value: '', label: 'All priorities' },
    ...TASK_PRIORITIES.map((value) => ({ value, label: value })),
  ];
  const spaceOptions = [
    { value: '', label: 'All spaces' },
    ...props.spaces.map((space) => ({ value: space.name, label: space.name1 })),
  ];
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...props.projects.map((project) => ({ value: project.name, label: project.project_name })),
  ];
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ lg: 'center' }} wrap="wrap">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" role="search" aria-label="Filter tasks">
        <SearchField
          label="Search tasks"
          placeholder="Search by subject"
          size="sm"
          value={props.search}
          onChange={props.onSearchChange}
          maxW={{ md: '60' }}
        />
        <OptionSelect
          width={{ base: 'full', md: '44' }}
          label="Priority"
          options={priorityOptions}
          value={props.priority}
          onChange={props.onPriorityChange}
        />
        <OptionSelect
          width={{ base: 'full', md: '44' }}
          label="Space"
          options={spaceOptions}
          value={props.space}
          onChange={props.onSpaceChange}
        />
        <OptionSelect
          width={{ base: 'full', md: '44' }}
          label="Project"
          options={projectOptions}
          value={props.project}
          onChange={props.onProjectChange}
        />
      </Stack>
      <HStack gap="2" role="group" aria-labelledby={groupById} ms={{ lg: 'auto' }}>
        <Text id={groupById} as="span" textStyle="sm" color="fg.muted">
          Group by:
        </Text>
        <Group attached>
          {(Object.keys(GROUPING_LABELS) as BoardGrouping[]).map((grouping) => (
            <Button
              key={grouping}
              size="sm"
              variant={props.grouping === grouping ? 'solid' : 'outline'}
              aria-pressed={props.grouping === grouping}
              onClick={() => props.onGroupingChange(grouping)}
            >
              {GROUPING_LABELS[grouping]}
            </Button>
          ))}
        </Group>
      </HStack>
    </Stack>
  );
}
