import { Button, HStack, Input, InputGroup, OptionSelect, SearchIcon, Stack, Text, type SelectOption } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES, type Project, type PuxeoStatus } from 'tessera-contracts';
import type { TaskListFilters } from '../model/list-params';

const valuesAsOptions = (anyLabel: string, values: readonly string[]): SelectOption[] => [
  { value: '', label: anyLabel },
  ...values.map((value) => ({ value, label: value })),
];

interface TaskFiltersProps {
  filters: TaskListFilters;
  /** The projects of the page's scope. */
  projects: readonly Project[];
  /** The space's board statuses, which the status filter offers; none: ERPNext's statuses. */
  boardStatuses: readonly PuxeoStatus[];
  narrowed: boolean;
  onChange: <Key extends keyof TaskListFilters>(key: Key, value: TaskListFilters[Key]) => void;
  onClear: () => void;
}

/** Search, status, priority, project and due date; each narrows the request, not rows already read. */
export function TaskFilters({ filters, projects, boardStatuses, narrowed, onChange, onClear }: TaskFiltersProps) {
  const statusOptions =
    boardStatuses.length > 0
      ? [
          { value: '', label: 'All statuses' },
          ...boardStatuses.map((status) => ({ value: status.name, label: status.name1 })),
        ]
      : valuesAsOptions('All statuses', TASK_STATUSES);
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...projects.map((project) => ({ value: project.name, label: project.project_name })),
  ];
  return (
    <Stack gap="3" role="search" aria-label="Filter tasks">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
        <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />} maxW={{ md: 'xs' }}>
          <Input
            size="sm"
            type="search"
            aria-label="Search tasks"
            placeholder="Search by subject"
            value={filters.search}
            onChange={(event) => onChange('search', event.currentTarget.value)}
          />
        </InputGroup>
        <OptionSelect
          width={{ base: 'full', md: '40' }}
          label="Status"
          options={statusOptions}
          value={filters.status}
          onChange={(value) => onChange('status', value)}
        />
        <OptionSelect
          width={{ base: 'full', md: '40' }}
          label="Priority"
          options={valuesAsOptions('All priorities', TASK_PRIORITIES)}
          value={filters.priority}
          onChange={(value) => onChange('priority', value)}
        />
        <OptionSelect
          width={{ base: 'full', md: '40' }}
          label="Project"
          options={projectOptions}
          value={filters.project}
          onChange={(value) => onChange('project', value)}
        />
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} wrap="wrap">
        <HStack gap="2">
          <Text as="span" textStyle="sm" color="fg.muted" flexShrink={0}>
            Due
          </Text>
          <Input
            size="sm"
            type="date"
            aria-label="Due from"
            maxW="40"
            value={filters.dueFrom}
            onChange={(event) => onChange('dueFrom', event.currentTarget.value)}
          />
          <Text as="span" textStyle="sm" color="fg.muted" aria-hidden="true">
            –
          </Text>
          <Input
            size="sm"
            type="date"
            aria-label="Due to"
            maxW="40"
            value={filters.dueTo}
            onChange={(event) => onChange('dueTo', event.currentTarget.value)}
          />
        </HStack>
        <HStack asChild gap="2" textStyle="sm">
          <label>
            <input
              type="checkbox"
              checked={filters.overdue}
              onChange={(event) => onChange('overdue', event.currentTarget.checked)}
            />
            Overdue only
          </label>
        </HStack>
        {narrowed && (
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
