import { Box } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';
import type { PageSelection } from '../hooks/use-selection';
import { MessageRow } from './MessageRow';

interface MessageListProps {
  messages: readonly InboxMessage[];
  selection: PageSelection;
  openId: number | null;
  onStar: (message: InboxMessage) => void;
  onOpen: (message: InboxMessage) => void;
}

export function MessageList({ messages, selection, openId, onStar, onOpen }: MessageListProps) {
  return (
    <Box as="ul" aria-label="Messages" listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden">
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          selected={selection.has(message.id)}
          open={message.id === openId}
          onSelect={() => selection.toggle(message.id)}
          onStar={() => onStar(message)}
          onOpen={() => onOpen(message)}
        />
      ))}
    </Box>
  );
}
