import { useState } from 'react';
import { Avatar, Button, HStack, Link, Popover, Portal, Stack, Text } from 'shared-ui';
import { MailIcon } from 'shared-ui/kits';

/** A teammate's avatar that opens their card on click: who they are, how to reach them, and a follow toggle. */
export function UserCardPopover() {
  const [following, setFollowing] = useState(false);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button variant="ghost" px="2">
          <Avatar.Root size="sm" colorPalette="purple" aria-hidden>
            <Avatar.Fallback name="Kenji Watanabe">KW</Avatar.Fallback>
          </Avatar.Root>
          Kenji Watanabe
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <HStack gap="3" align="flex-start">
                <Avatar.Root size="lg" colorPalette="purple">
                  <Avatar.Fallback name="Kenji Watanabe">KW</Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="1" minW="0">
                  <Popover.Title fontWeight="semibold">Kenji Watanabe</Popover.Title>
                  <Text textStyle="sm" color="fg.muted">
                    Front-end engineer · Tokyo
                  </Text>
                  <Text textStyle="sm">7 open tasks, 2 due this week.</Text>
                  <Link href="mailto:kenji.watanabe@tessera.example" textStyle="sm" color="teal.fg">
                    <MailIcon aria-hidden size="14" /> kenji.watanabe@tessera.example
                  </Link>
                </Stack>
              </HStack>
            </Popover.Body>
            <Popover.Footer justifyContent="flex-end">
              <Button
                size="sm"
                variant={following ? 'subtle' : 'solid'}
                aria-pressed={following}
                onClick={() => setFollowing(!following)}
              >
                {following ? 'Following' : 'Follow'}
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
