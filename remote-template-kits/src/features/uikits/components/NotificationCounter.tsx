import { useState } from 'react';
import { Badge, BellIcon, Box, Button, Icon, Stack, Text } from 'shared-ui';

/** Counts above this show as "99+", so the badge keeps its size. */
export const MAX_SHOWN_COUNT = 99;

export function countLabel(count: number): string {
  return count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(count);
}

/** A bell with an unread-count badge: another button adds a notification; opening the bell reads them all. */
export function NotificationCounter() {
  const [unread, setUnread] = useState(3);
  const summary = unread === 0 ? 'No unread notifications' : `${unread} unread notifications`;
  return (
    <Stack gap="3" align="flex-start">
      <Box position="relative" display="inline-flex">
        <Button
          variant="outline"
          onClick={() => setUnread(0)}
          aria-label={unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`}
        >
          <Icon boxSize="4" aria-hidden>
            <BellIcon />
          </Icon>
          Notifications
        </Button>
        {unread > 0 && (
          <Badge
            variant="solid"
            colorPalette="red"
            borderRadius="full"
            position="absolute"
            top="-2"
            insetEnd="-2"
            minW="5"
            justifyContent="center"
            aria-hidden
            data-testid="unread-count"
          >
            {countLabel(unread)}
          </Badge>
        )}
      </Box>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {summary}
      </Text>
      <Button size="xs" variant="subtle" onClick={() => setUnread((count) => count + 1)}>
        Add a notification
      </Button>
    </Stack>
  );
}
