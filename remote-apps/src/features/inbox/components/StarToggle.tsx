import { IconButton, StarIcon } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';

interface StarToggleProps {
  message: InboxMessage;
  onToggle: () => void;
}

/** A message's star: a pressed button, its icon filled while starred, named after the message it acts on. */
export function StarToggle({ message, onToggle }: StarToggleProps) {
  return (
    <IconButton
      aria-label={`Star “${message.subject}”`}
      aria-pressed={message.starred}
      title={message.starred ? 'Starred' : 'Star'}
      variant="ghost"
      size="sm"
      color={message.starred ? 'yellow.500' : 'fg.muted'}
      onClick={onToggle}
    >
      <StarIcon fill={message.starred ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
