import { SearchIcon, Input, InputGroup, NativeSelect, Stack } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';

interface TaskToolbarProps {
  search: string;
  status: string;
  priority: string;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: string) => void;
  onPriorityChange: (value: string) => void;
}

interface ChoiceProps {
  label: string;
  anyLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

function Choice({ label, anyLabel, options, value, onChange }: ChoiceProps) {
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '48' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function TaskToolbar(props: TaskToolbarProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" role="search" aria-label="Filter tasks">
      <InputGroup startElement={<SearchIcon size={16} aria-hidden="true" />} maxW={{ md: 'sm' }}>
        <Input
          size="sm"
          type="search"
          aria-label="Search tasks"
          placeholder="Search by subject"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        />
      </InputGroup>
      <Choice
        label="Status"
        anyLabel="All statuses"
        options={TASK_STATUSES}
        value={props.status}
        onChange={props.onStatusChange}
      />
      <Choice
        label="Priority"
        anyLabel="All priorities"
        options={TASK_PRIORITIES}
        value={props.priority}
        onChange={props.onPriorityChange}
      />
    </Stack>
  );
}
