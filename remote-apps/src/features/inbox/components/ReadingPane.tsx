import { useId, type Ref } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, Separator, Stack, Text, Trash2Icon } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';
import { formatSentAt, personLine } from '../model/message-text';
import { StarToggle } from './StarToggle';

interface ReadingPaneProps {
  message: InboxMessage;
  /** The subject's heading, to move focus to. */
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onStar: () => void;
  onMarkUnread: () => void;
  onDelete: () => void;
}

function HeaderLine({ label, children }: { label: string; children: string }) {
  return (
    <Text textStyle="sm" overflowWrap="anywhere">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {/* Isolated, so "Name <address>" keeps its order in a right-to-left page. */}
      <bdi>{children}</bdi>
    </Text>
  );
}

/**
 * The open message: its subject (focused when it opens, so a screen reader starts there), who, when, and the
 * text as plain text with the author's line breaks. "Back to messages" is there where the list is hidden (phone).
 */
export function ReadingPane({ message, headingRef, onBack, onStar, onMarkUnread, onDelete }: ReadingPaneProps) {
  const headingId = useId();
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" rounded="md" bg="bg" p={{ base: '3', md: '5' }}>
      <Stack gap="4">
        <Button alignSelf="flex-start" size="sm" variant="ghost" hideFrom="lg" onClick={onBack}>
          Back to messages
        </Button>
        <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
          <Heading
            as="h2"
            size="lg"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            overflowWrap="anywhere"
            minW="0"
            flex="1"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
          >
            {message.subject}
          </Heading>
          <HStack gap="1">
            <StarToggle message={message} onToggle={onStar} />
            {message.folder === 'inbox' && (
              <Button size="sm" variant="ghost" onClick={onMarkUnread}>
                Mark unread
              </Button>
            )}
            <IconButton
              aria-label={`Delete “${message.subject}”`}
              title="Delete"
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={onDelete}
            >
              <Trash2Icon />
            </IconButton>
          </HStack>
        </Flex>
        <Stack gap="1">
          <HeaderLine label="From">{personLine(message.sender)}</HeaderLine>
          <HeaderLine label="To">{personLine(message.to)}</HeaderLine>
          <HeaderLine label="Date">{formatSentAt(message.date)}</HeaderLine>
        </Stack>
        <Separator />
        {message.message ? (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-text">
            {message.message}
          </Text>
        ) : (
          <Text color="fg.muted" fontStyle="italic">
            This message has no text.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
