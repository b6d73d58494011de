import { Button, Checkbox, Flex, HStack, Text, Trash2Icon } from 'shared-ui';
import type { PageSelection } from '../hooks/use-selection';

interface InboxToolbarProps {
  selection: PageSelection;
  /** Nothing to select on this page. */
  empty: boolean;
  onMarkRead: (read: boolean) => void;
  onDelete: () => void;
}

/** Select all on this page, and what can be done to the selected messages at once. */
export function InboxToolbar({ selection, empty, onMarkRead, onDelete }: InboxToolbarProps) {
  const count = selection.ids.length;
  const none = count === 0;
  return (
    <Flex align="center" gap="2" wrap="wrap" minH="10">
      <Checkbox.Root
        size="sm"
        disabled={empty}
        checked={selection.state === 'all' ? true : selection.state === 'some' ? 'indeterminate' : false}
        onCheckedChange={selection.toggleAll}
        me="2"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Select all</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="1" wrap="wrap">
        <Button size="sm" variant="ghost" disabled={none} onClick={() => onMarkRead(true)}>
          Mark read
        </Button>
        <Button size="sm" variant="ghost" disabled={none} onClick={() => onMarkRead(false)}>
          Mark unread
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={none} onClick={onDelete}>
          <Trash2Icon aria-hidden />
          {none ? 'Delete' : `Delete (${count})`}
        </Button>
      </HStack>
      {!none && (
        <Text textStyle="sm" color="fg.muted">
          {count} selected
        </Text>
      )}
    </Flex>
  );
}
