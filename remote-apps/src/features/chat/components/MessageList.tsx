import { Fragment, useEffect, useRef } from 'react';
import { Box, Heading, Stack } from 'shared-ui';
import type { ChatRoom } from 'tessera-contracts';
import { groupByDay } from '../model/day-groups';
import { isOwnMessage, type RoomMessage } from '../model/room-messages';
import { MessageBubble } from './MessageBubble';

interface MessageListProps {
  room: ChatRoom;
  /** Who the conversation is with, for screen readers. */
  contactName: string;
  now: Date;
}

/** The conversation, by day, scrolled to its newest message; new messages are read out as they come (a log). */
export function MessageList({ room, contactName, now }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const messages = room.messageList as RoomMessage[];
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={`Messages with ${contactName}`}
      tabIndex={0}
      flex="1"
      minH="0"
      overflowY="auto"
      px={{ base: '3', md: '4' }}
      py="3"
      focusVisibleRing="inside"
    >
      {groupByDay(messages, now).map((group) => (
        <Fragment key={group.day || 'earlier'}>
          <Heading as="h3" fontSize="xs" fontWeight="medium" color="fg.muted" textAlign="center" my="3">
            {group.label}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
            {group.messages.map((message) => (
              <MessageBubble key={message.id} message={message} own={isOwnMessage(room, message)} />
            ))}
          </Stack>
        </Fragment>
      ))}
    </Box>
  );
}
