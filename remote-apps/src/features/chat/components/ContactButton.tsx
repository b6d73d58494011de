import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text } from 'shared-ui';
import type { ChatContact } from 'tessera-contracts';
import { ChatAvatar } from './ChatAvatar';

interface ContactButtonProps {
  contact: ChatContact;
  selected: boolean;
  onSelect: (contactId: number) => void;
  /** Beside the name (e.g. when the last message came). */
  aside?: ReactNode;
  /** Under the name (e.g. the last message). */
  detail: ReactNode;
  /** At the end of the second line (e.g. the unread count). */
  badge?: ReactNode;
}

/** One person in the contact list: a button that opens the conversation with them. */
export function ContactButton({ contact, selected, onSelect, aside, detail, badge }: ContactButtonProps) {
  return (
    <Box
      as="button"
      {...{ type: 'button' }}
      data-contact-id={contact.id}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(contact.id)}
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      px="3"
      py="2.5"
      borderRadius="l2"
      textAlign="start"
      cursor="pointer"
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.muted' : 'bg.muted' }}
      focusVisibleRing="inside"
    >
      <ChatAvatar name={contact.name} status={contact.status} />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack justify="space-between" gap="2">
          <Text dir="auto" fontWeight="semibold" truncate>
            {contact.name}
          </Text>
          {aside}
        </HStack>
        <HStack justify="space-between" gap="2">
          <Text dir="auto" fontSize="sm" color="fg.muted" truncate>
            {detail}
          </Text>
          {badge}
        </HStack>
      </Stack>
    </Box>
  );
}
