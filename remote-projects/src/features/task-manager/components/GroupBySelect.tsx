import { useId } from 'react';
import { HStack, NativeSelect, Text } from 'shared-ui';
import type { TaskGroupField } from '../model/task-groups';

export type ListGrouping = TaskGroupField | 'none';

const GROUPINGS: ReadonlyArray<{ value: ListGrouping; label: string }> = [
  { value: 'none', label: 'No grouping' },
  { value: 'status', label: 'Status' },
  { value: 'cost', label: 'Cost' },
  { value: 'priority', label: 'Priority' },
  { value: 'type', label: 'Type' },
];

const isGrouping = (value: string): value is ListGrouping => GROUPINGS.some((grouping) => grouping.value === value);

export function GroupBySelect({ value, onChange }: { value: ListGrouping; onChange: (value: ListGrouping) => void }) {
  const id = useId();
  return (
    <HStack gap="2" flexShrink={0}>
      <Text asChild fontSize="sm" whiteSpace="nowrap">
        <label htmlFor={id}>Group by</label>
      </Text>
      <NativeSelect.Root size="sm" width="40">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isGrouping(next)) onChange(next);
          }}
        >
          {GROUPINGS.map((grouping) => (
            <option key={grouping.value} value={grouping.value}>
              {grouping.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
