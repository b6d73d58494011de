import { useId, type ReactNode } from 'react';
import { HStack, OptionSelect, Text } from 'shared-ui';
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
        <OptionSelect
          id={id}
          width="32"
          options={GROUPINGS}
          value={grouping}
          onChange={(value) => {
            const next = GROUPINGS.find((option) => option.value === value);
            if (next) onGroupingChange(next.value);
          }}
        />
      </HStack>
      {children}
    </HStack>
  );
}
