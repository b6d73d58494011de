import { BRAND, Box, Text, VisuallyHidden } from 'shared-ui';
import type { RoomMessage } from '../model/room-messages';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

interface MessageBubbleProps {
  message: RoomMessage;
  own: boolean;
}

/**
 * One message: the user's own at the end of the line (the right in left-to-right, the left in right-to-left),
 * the other person's at the start. The text is shown as text, never as markup, its lines and long words wrapped.
 */
export function MessageBubble({ message, own }: MessageBubbleProps) {
  const time = new Date(message.time);
  return (
    <Box
      as="li"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      maxW={{ base: '85%', md: '70%' }}
      minW="0"
      px="3"
      py="2"
      borderRadius="l3"
      borderEndEndRadius={own ? 'xs' : undefined}
      borderEndStartRadius={own ? undefined : 'xs'}
      colorPalette={BRAND}
      bg={own ? 'colorPalette.solid' : 'bg.muted'}
      color={own ? 'colorPalette.contrast' : 'fg'}
      data-own={own ? 'true' : 'false'}
      aria-busy={message.pending ? 'true' : undefined}
    >
      <VisuallyHidden>{own ? 'You: ' : `${message.name}: `}</VisuallyHidden>
      {/* Each message in its own writing direction, whatever the page's. */}
      <Text dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.text}
      </Text>
      <Text fontSize="xs" textAlign="end" mt="1">
        {message.pending ? (
          'Sending…'
        ) : (
          <time dir="auto" dateTime={message.time}>
            {Number.isNaN(time.getTime()) ? '' : clock.format(time)}
          </time>
        )}
      </Text>
    </Box>
  );
}
