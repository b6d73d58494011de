import { useState } from 'react';
import { useCurrentUser } from 'shared-auth';
import {
  BellIcon,
  onDemand,
  plural,
  Badge,
  Flex,
  IconButton,
  Popover,
  Portal,
  Spinner,
  useNavigate,
  STICKY_ANCHOR_POSITIONING,
} from 'shared-ui';
import { useNotificationPush, useUnreadNotificationCount } from './notifications-api';

// The list and its controls are loaded, and the list read, only once the bell is opened: the count is all a page
// needs at its start.
const NotificationsPanel = onDemand(
  () => import('./NotificationsPanel').then((module) => module.NotificationsPanel),
  <Flex justify="center" py="6" role="status" aria-label="Loading notifications">
    <Spinner size="sm" />
  </Flex>,
);

/** The bell in the top bar: the unread count, and a panel of the user's notifications to open or mark read. */
export function NotificationsButton() {
  const user = useCurrentUser();
  // The top bar is drawn for a signed-in user only.
  return user ? <NotificationsPopover user={user.userId} /> : null;
}

function NotificationsPopover({ user }: { user: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useNotificationPush();
  const unreadCount = useUnreadNotificationCount(user);
  const unread = unreadCount.data ?? 0;

  const openPath = (path: string) => {
    setOpen(false);
    if (path) navigate(path);
  };

  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          // Its code is asked for as the pointer comes, so it is usually in when the click lands.
          onPointerEnter={() => void NotificationsPanel.preload()}
          onFocus={() => void NotificationsPanel.preload()}
          aria-label={
            unread > 0
              ? `Notifications: ${plural(unread, { one: 'unread notification', other: 'unread notifications' })}`
              : 'Notifications'
          }
          variant="ghost"
          position="relative"
        >
          <BellIcon />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              size="xs"
              variant="solid"
              colorPalette="red"
              rounded="full"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: 'sm' }} aria-label="Notifications">
            <NotificationsPanel user={user} unread={unread} onOpenPath={openPath} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
