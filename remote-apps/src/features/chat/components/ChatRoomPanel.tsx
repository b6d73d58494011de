// The right side of the chat: the conversation with one person (header, messages by day, composer), and what
// went wrong with the last message that could not be sent, with a way to send it again.
import { readableError } from 'shared-auth';
import { Button, ErrorState, HStack, Heading, InlineAlert, LoadingState, Stack, Text, Box } from 'shared-ui';
import type { ChatContact, ChatRoom } from 'tessera-contracts';
import { useChatRoom } from '../api/open-room';
import type { SendFailure } from '../api/send-message';
import { ChatAvatar } from './ChatAvatar';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

interface ChatRoomPanelProps {
  contactId: number;
  /** The person, once the contact lists have them. */
  contact: ChatContact | undefined;
  now: Date;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (room: ChatRoom, text: string) => void;
  failure: SendFailure | undefined;
  onRetry: (room: ChatRoom, failure: SendFailure) => void;
  onDismissFailure: () => void;
  /** Back to the list, on a phone (where the list and the room do not fit side by side). */
  onBack: () => void;
}

export function ChatRoomPanel({
  contactId,
  contact,
  now,
  draft,
  onDraftChange,
  onSend,
  failure,
  onRetry,
  onDismissFailure,
  onBack,
}: ChatRoomPanelProps) {
  const room = useChatRoom(contactId);
  const name = contact?.name ?? 'Conversation';

  return (
    <Stack gap="0" flex="1" minH="0" minW="0">
      <HStack gap="3" px="3" py="2" borderBottomWidth="1px" minH="14">
        <Button variant="ghost" size="sm" display={{ base: 'inline-flex', md: 'none' }} onClick={onBack}>
          Back
        </Button>
        {contact && <ChatAvatar name={contact.name} status={contact.status} size="sm" />}
        <Stack gap="0" minW="0">
          <Heading as="h2" size="sm" truncate>
            {name}
          </Heading>
          {contact && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {contact.status === 'online' ? 'Online' : 'Offline'}
              {contact.mood && ` · ${contact.mood}`}
            </Text>
          )}
        </Stack>
      </HStack>
      {room.isPending ? (
        <Box flex="1" p="4">
          <LoadingState label="Loading the conversation" shape="lines" count={5} />
        </Box>
      ) : room.isError ? (
        <Box flex="1" p="4">
          <ErrorState
            title="Couldn't open this conversation"
            message={readableError(room.error)}
            onRetry={() => void room.refetch()}
          />
        </Box>
      ) : room.data.messageList.length === 0 ? (
        <Stack flex="1" align="center" justify="center" p="6" textAlign="center" gap="1">
          <Text fontWeight="semibold">No messages yet</Text>
          <Text fontSize="sm" color="fg.muted">
            Say hello to {name}.
          </Text>
        </Stack>
      ) : (
        <MessageList room={room.data} contactName={name} now={now} />
      )}
      {failure && (
        <Box px="3" pt="3">
          <InlineAlert
            status="error"
            title="Your message was not sent"
            onDismiss={onDismissFailure}
            action={
              room.data && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRetry(room.data, failure)}>
                  Retry
                </Button>
              )
            }
          >
            {failure.reason}
          </InlineAlert>
        </Box>
      )}
      <Composer
        contactName={name}
        draft={draft}
        onDraftChange={onDraftChange}
        onSend={(text) => room.data && onSend(room.data, text)}
        disabled={!room.data}
      />
    </Stack>
  );
}
