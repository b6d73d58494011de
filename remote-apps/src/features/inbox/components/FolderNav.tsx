import { Badge, Button, Flex, VisuallyHidden } from 'shared-ui';
import type { InboxView } from 'tessera-contracts';
import { FOLDERS } from '../model/inbox-view';

interface FolderNavProps {
  current: InboxView;
  /** Unread messages in the inbox; unknown while the first page loads. */
  unread: number | null;
  onChange: (folder: InboxView) => void;
}

/** Inbox, Starred, Sent and All mail; the inbox with its unread count. */
export function FolderNav({ current, unread, onChange }: FolderNavProps) {
  return (
    <Flex as="nav" aria-label="Folders" gap="1" wrap="wrap">
      {FOLDERS.map(({ view, label }) => (
        <Button
          key={view}
          size="sm"
          variant={view === current ? 'subtle' : 'ghost'}
          aria-current={view === current ? 'page' : undefined}
          onClick={() => onChange(view)}
        >
          {label}
          {view === 'inbox' && unread !== null && unread > 0 && (
            <Badge colorPalette="blue" variant="solid">
              {unread}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          )}
        </Button>
      ))}
    </Flex>
  );
}
