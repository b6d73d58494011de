import { useId } from 'react';
import { HStack, OptionSelect, Text } from 'shared-ui';
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
      <OptionSelect
        id={id}
        width="40"
        options={GROUPINGS}
        value={value}
        onChange={(next) => {
          if (isGrouping(next)) onChange(next);
        }}
      />
    </HStack>
  );
}
