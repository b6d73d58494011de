import { SegmentGroup } from 'shared-ui';
import type { BoardField } from '../hooks/use-move-task';

const ITEMS: ReadonlyArray<{ value: BoardField; label: string }> = [
  { value: 'priority', label: 'By priority' },
  { value: 'status', label: 'By status' },
];

export function GroupingToggle({ value, onChange }: { value: BoardField; onChange: (value: BoardField) => void }) {
  return (
    <SegmentGroup.Root
      size="sm"
      aria-label="Group tasks"
      value={value}
      onValueChange={(details) => {
        const next = ITEMS.find((item) => item.value === details.value);
        if (next) onChange(next.value);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={[...ITEMS]} />
    </SegmentGroup.Root>
  );
}
