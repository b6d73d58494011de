import { Box, ChevronDownIcon, formatCount, HStack, taskPalette, Text } from 'shared-ui';
import type { TaskGroup } from '../model/task-groups';

interface GroupToggleProps {
  group: TaskGroup;
  expanded: boolean;
  /** The id of what it folds (for aria-controls), where that is one element. */
  controls?: string;
  onToggle: () => void;
}

/** A group's heading: its colour, name and count; it folds the group away and back. */
export function GroupToggle({ group, expanded, controls, onToggle }: GroupToggleProps) {
  const palette = group.value ? taskPalette(group.value) : 'gray';
  return (
    <HStack
      asChild
      gap="2"
      py="1"
      textAlign="start"
      fontWeight="semibold"
      borderRadius="l1"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <button type="button" aria-expanded={expanded} aria-controls={expanded ? controls : undefined} onClick={onToggle}>
        <Box
          as="span"
          display="inline-flex"
          transform={expanded ? undefined : { base: 'rotate(-90deg)', _rtl: 'rotate(90deg)' }}
          transition="transform 0.15s"
          aria-hidden="true"
        >
          <ChevronDownIcon size={16} />
        </Box>
        <Box as="span" boxSize="2.5" borderRadius="full" bg={`${palette}.solid`} aria-hidden="true" />
        <Text as="span">{group.label}</Text>
        <Text as="span" color="fg.muted" fontWeight="normal">
          {formatCount(group.count)}
        </Text>
      </button>
    </HStack>
  );
}
