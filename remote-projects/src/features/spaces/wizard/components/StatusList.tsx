// The statuses added so far, in board order: each can be left out (unchecked), removed or moved. A status that
// already exists on the server (after a partial Finish) is fixed.
import {
  Badge,
  Checkbox,
  ChevronDownIcon,
  ChevronUpIcon,
  ColorSwatch,
  HStack,
  IconButton,
  Stack,
  Text,
  Trash2Icon,
} from 'shared-ui';
import type { DraftStatus } from '../model/wizard-values';

interface StatusListProps {
  statuses: DraftStatus[];
  /** Draft ids of the statuses already created. */
  created: Record<string, string>;
  /** Order is fixed once the parent exists: the created statuses already hold their positions. */
  reorderLocked: boolean;
  onToggle: (id: string, selected: boolean) => void;
  onRemove: (id: string) => void;
  onMove: (index: number, direction: -1 | 1) => void;
}

export function StatusList({ statuses, created, reorderLocked, onToggle, onRemove, onMove }: StatusListProps) {
  if (statuses.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No statuses yet. Statuses become the columns of the board.
      </Text>
    );
  }
  const selectedCount = statuses.filter((status) => status.selected).length;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {selectedCount} of {statuses.length} selected: only the selected statuses are created.
      </Text>
      <Stack as="ul" aria-label="Added statuses" gap="1" listStyleType="none" ps="0">
        {statuses.map((status, index) => {
          const exists = Boolean(created[status.id]);
          return (
            <HStack
              as="li"
              key={status.id}
              gap="2"
              paddingBlock="1"
              paddingInline="2"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
            >
              <Checkbox.Root
                checked={status.selected}
                disabled={exists}
                onCheckedChange={(details) => onToggle(status.id, details.checked === true)}
                flex="1"
                minWidth="0"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <ColorSwatch value={status.color} boxSize="4" aria-hidden="true" flexShrink={0} />
                <Checkbox.Label overflowWrap="anywhere">{status.name}</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" display={{ base: 'none', sm: 'block' }}>
                {status.color}
              </Text>
              {exists && <Badge colorPalette="green">Created</Badge>}
              <IconButton
                aria-label={`Move ${status.name} up`}
                size="xs"
                variant="ghost"
                disabled={reorderLocked || index === 0}
                onClick={() => onMove(index, -1)}
              >
                <ChevronUpIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${status.name} down`}
                size="xs"
                variant="ghost"
                disabled={reorderLocked || index === statuses.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ChevronDownIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove ${status.name}`}
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={exists}
                onClick={() => onRemove(status.id)}
              >
                <Trash2Icon />
              </IconButton>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
