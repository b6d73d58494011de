import { useId, type ReactNode } from 'react';
import { HStack, NativeSelect, Text } from 'shared-ui';
import type { TaskGrouping } from '../model/list-params';

const GROUPINGS: ReadonlyArray<{ value: TaskGrouping; label: string }> = [
  { value: 'status', label: 'Status' },
  { value: 'priority', label: 'Priority' },
  { value: 'none', label: 'None' },
];

interface ViewControlsProps {
  grouping: TaskGrouping;
  onGroupingChange: (grouping: TaskGrouping) => void;
  /** The column chooser, where the table is shown. */
  children?: ReactNode;
}

/** How the list is laid out: grouping, and the columns. */
export function ViewControls({ grouping, onGroupingChange, children }: ViewControlsProps) {
  const id = useId();
  return (
    <HStack gap="3" justify="flex-end" wrap="wrap">
      <HStack gap="2">
        <Text asChild textStyle="sm" color="fg.muted">
          <label htmlFor={id}>Group by</label>
        </Text>
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field
            id={id}
            value={grouping}
            onChange={(event) => onGroupingChange(event.currentTarget.value as TaskGrouping)}
          >
            {GROUPINGS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {children}
    </HStack>
  );
}
