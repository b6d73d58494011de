import { Button, HStack, Input, InputGroup, OptionSelect, SearchIcon, Stack, Text, type SelectOption } from 'shared-ui';
import {
  type Project,
  type PuxeoStatus,
  type StatusName,
  statusNameKey,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from 'tessera-contracts';
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
  /** Every space's list: the status names of every board, in the groups' order, which the filter offers instead. */
  statusNames?: readonly StatusName[];
  narrowed: boolean;
  onChange: <Key extends keyof TaskListFilters>(key: Key, value: TaskListFilters[Key]) => void;
  onClear: () => void;
}

/**
 * The status names by their labels (a link's `status=open` is the name “Open”); a name no board has any more is
 * offered too, so that the filter shows what the list is narrowed by.
 */
function statusNameOptions(names: readonly StatusName[], value: string): { options: SelectOption[]; value: string } {
  const labels = names.map((name) => name.label);
  const picked = value ? names.find((name) => name.key === statusNameKey(value)) : undefined;
  if (picked || !value) return { options: valuesAsOptions('All statuses', labels), value: picked?.label ?? '' };
  return { options: valuesAsOptions('All statuses', [...labels, value]), value };
}

function statusFilterOf(
  boardStatuses: readonly PuxeoStatus[],
  statusNames: readonly StatusName[] | undefined,
  value: string,
): { options: SelectOption[]; value: string } {
  if (statusNames) return statusNameOptions(statusNames, value);
  if (boardStatuses.length === 0) return { options: valuesAsOptions('All statuses', TASK_STATUSES), value };
  const options = boardStatuses.map((status) => ({ value: status.name, label: status.name1 }));
  return { options: [{ value: '', label: 'All statuses' }, ...options], value };
}

// Rows wrap only from tablet width: on a phone, a column that wraps is as wide as its widest filter's own width
// (the due dates' two fields), not the page's, and runs past its edge.
const ROW_WRAP = { base: 'nowrap', md: 'wrap' } as const;

/** Search, status, priority, project and due date; each narrows the request, not rows already read. */
export function TaskFilters({
  filters,
  projects,
  boardStatuses,
  statusNames,
  narrowed,
  onChange,
  onClear,
}: TaskFiltersProps) {
  const statusFilter = statusFilterOf(boardStatuses, statusNames, filters.status);
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...projects.map((project) => ({ value: project.name, label: project.project_name })),
  ];
  return (
    <Stack gap="3" role="search" aria-label="Filter tasks">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" wrap={ROW_WRAP}>
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
          options={statusFilter.options}
          value={statusFilter.value}
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
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} wrap={ROW_WRAP}>
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
