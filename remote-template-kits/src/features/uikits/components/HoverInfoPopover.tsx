import { Avatar, HStack, Link, Portal, RouterLink, Stack, Text } from 'shared-ui';
import { HoverCard } from 'shared-ui/kits';
import { paths } from '@kits/paths';

/**
 * A person's card (their name links to the team list) that opens when the pointer rests on their name or the keyboard focuses it (Chakra's
 * HoverCard: a popover on hover and focus), and closes when both leave.
 */
export function HoverInfoPopover() {
  return (
    <Text>
      Assigned to{' '}
      <HoverCard.Root openDelay={200} closeDelay={150}>
        <HoverCard.Trigger asChild>
          <Link asChild color="teal.fg" fontWeight="medium" variant="underline">
            <RouterLink to={paths.uikits.lists}>Priya Shah</RouterLink>
          </Link>
        </HoverCard.Trigger>
        <Portal>
          <HoverCard.Positioner>
            <HoverCard.Content maxW="xs">
              <HoverCard.Arrow>
                <HoverCard.ArrowTip />
              </HoverCard.Arrow>
              <HStack gap="3" align="flex-start">
                <Avatar.Root colorPalette="teal">
                  <Avatar.Fallback name="Priya Shah">PS</Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="1">
                  <Text fontWeight="semibold">Priya Shah</Text>
                  <Text textStyle="sm" color="fg.muted">
                    Product manager · 12 open tasks
                  </Text>
                  <Text textStyle="sm">Leads the website redesign and the Q3 launch.</Text>
                </Stack>
              </HStack>
            </HoverCard.Content>
          </HoverCard.Positioner>
        </Portal>
      </HoverCard.Root>{' '}
      since Monday.
    </Text>
  );
}
