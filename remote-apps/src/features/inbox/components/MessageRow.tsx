import { Box, Checkbox, Circle, Flex, Text, VisuallyHidden, formatRelativeTime } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';
import { correspondentLine, isUnread, previewOf } from '../model/message-text';
import { StarToggle } from './StarToggle';

/** The id of a row's open button, to give it focus back when the reader returns to the list. */
export const openButtonId = (id: number) => `inbox-open-${id}`;

interface MessageRowProps {
  message: InboxMessage;
  selected: boolean;
  /** In the reading pane now. */
  open: boolean;
  onSelect: () => void;
  onStar: () => void;
  onOpen: () => void;
}

/**
 * One message in the list: its checkbox and star, then a button that opens it, showing who, when, the subject and
 * the start of the text (as phrasing content only, which is all a button may hold).
 */
export function MessageRow({ message, selected, open, onSelect, onStar, onOpen }: MessageRowProps) {
  const unread = isUnread(message);
  const weight = unread ? 'bold' : 'normal';
  return (
    <Box
      as="li"
      data-message-id={message.id}
      data-unread={unread ? '' : undefined}
      display="flex"
      alignItems="center"
      gap="1"
      ps="3"
      pe="2"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      bg={open ? 'bg.emphasized' : selected ? 'bg.muted' : unread ? 'bg' : 'bg.subtle'}
    >
      <Checkbox.Root size="sm" checked={selected} onCheckedChange={onSelect}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label srOnly>{`Select “${message.subject}”`}</Checkbox.Label>
      </Checkbox.Root>
      <StarToggle message={message} onToggle={onStar} />
      <Box
        asChild
        flex="1"
        minW="0"
        textAlign="start"
        px="2"
        py="1"
        rounded="md"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
      >
        <button type="button" id={openButtonId(message.id)} onClick={onOpen} aria-current={open ? 'true' : undefined}>
          <Flex as="span" justify="space-between" align="baseline" gap="2">
            <Flex as="span" align="center" gap="2" minW="0">
              {unread && <Circle as="span" size="2" bg="blue.solid" flexShrink={0} aria-hidden />}
              {unread && <VisuallyHidden>Unread:</VisuallyHidden>}
              <Text as="span" display="block" truncate fontWeight={weight}>
                {correspondentLine(message)}
              </Text>
            </Flex>
            <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
              {formatRelativeTime(message.date)}
            </Text>
          </Flex>
          <Text as="span" display="block" truncate fontWeight={weight}>
            {message.subject}
          </Text>
          <Text as="span" display="block" truncate textStyle="sm" color="fg.muted">
            {previewOf(message.message)}
          </Text>
        </button>
      </Box>
    </Box>
  );
}
