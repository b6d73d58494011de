import { Avatar, Box } from 'shared-ui';
import type { ChatStatus } from 'tessera-contracts';

const PALETTES = ['blue', 'green', 'purple', 'pink', 'orange', 'cyan', 'teal', 'red'] as const;

/** The same person always gets the same colour. */
function paletteOf(name: string): (typeof PALETTES)[number] {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return PALETTES[hash % PALETTES.length] ?? 'blue';
}

interface ChatAvatarProps {
  name: string;
  /** Shows a dot; the status is said in words beside the avatar where it matters. */
  status?: ChatStatus;
  size?: 'xs' | 'sm' | 'md';
}

/** A person's initials in a circle (the chat keeps no pictures), with their online dot. */
export function ChatAvatar({ name, status, size = 'md' }: ChatAvatarProps) {
  return (
    <Box position="relative" flexShrink={0} aria-hidden="true">
      <Avatar.Root size={size} colorPalette={paletteOf(name)}>
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      {status && (
        <Box
          position="absolute"
          bottom="0"
          insetEnd="0"
          boxSize="3"
          borderRadius="full"
          borderWidth="2px"
          borderColor="bg"
          bg={status === 'online' ? 'green.500' : 'gray.400'}
          data-status={status}
        />
      )}
    </Box>
  );
}
