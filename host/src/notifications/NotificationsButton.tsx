import { useState } from 'react';
import { readableError, useCurrentUser } from 'shared-auth';
import {
  BellIcon,
  CircleCheckIcon,
  InlineAlert,
  formatRelativeTime,
  parseFrappeDate,
  htmlToPlainText,
  plural,
  Badge,
  Box,
  Button,
  Circle,
  Flex,
  IconButton,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  useNavigate,
  STICKY_ANCHOR_POSITIONING,
} from 'shared-ui';
import { documentPath } from './document-paths';
import { notificationKind } from './notification-icons';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPush,
  useNotifications,
  useUnreadNotificationCount,
  type NotificationLog,
} from './notifications-api';

function NotificationRow({ notification, onOpen }: { notification: NotificationLog; onOpen: (path: string) => void }) {
  const markRead = useMarkNotificationRead();
  const kind = notificationKind(notification.type);
  const Icon = kind.icon;
  const unread = notification.read === 0;
  const title = htmlToPlainText(notification.subject) || kind.heading;
  const open = () => {
    if (unread) markRead.mutate(notification.name);
    onOpen(documentPath(notification.document_type, notification.document_name));
  };
  return (
    <Flex
      as="li"
      gap="3"
      py="2"
      px="2"
      rounded="l2"
      align="flex-start"
      bg={unread ? 'bg.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      listStyleType="none"
    >
      <Circle size="8" bg={`${kind.color}.subtle`} color={`${kind.color}.fg`} flexShrink="0" aria-hidden="true">
        <Icon size={16} />
      </Circle>
      <Button
        variant="plain"
        h="auto"
        p="0"
        flex="1"
        minW="0"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        onClick={open}
      >
        <Stack gap="0.5" align="flex-start" w="full">
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {kind.heading}
          </Text>
          <Text textStyle="sm" fontWeight={unread ? 'semibold' : 'normal'} color="fg">
            {title}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={parseFrappeDate(notification.creation)?.toISOString()}>
              {formatRelativeTime(notification.creation)}
            </time>
          </Text>
          {markRead.isError && (
            <Text textStyle="xs" color="fg.error">
              {readableError(markRead.error)}
            </Text>
          )}
        </Stack>
      </Button>
      {unread && (
        <IconButton
          aria-label={`Mark as read: ${title}`}
          size="xs"
          variant="ghost"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(notification.name)}
        >
          <CircleCheckIcon />
        </IconButton>
      )}
    </Flex>
  );
}

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
  const notifications = useNotifications(user);
  const unreadCount = useUnreadNotificationCount(user);
  const markAllRead = useMarkAllNotificationsRead();
  const list = notifications.data ?? [];
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
            <Popover.Header>
              <Flex justify="space-between" align="center" gap="2">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                {unread > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    loading={markAllRead.isPending}
                    onClick={() => markAllRead.mutate()}
                  >
                    Mark all as read
                  </Button>
                )}
              </Flex>
            </Popover.Header>
            <Popover.Body pt="0" maxH="24rem" overflowY="auto" tabIndex={0} aria-label="Notification list">
              {notifications.isPending && (
                <Flex justify="center" py="6" role="status" aria-label="Loading notifications">
                  <Spinner size="sm" />
                </Flex>
              )}
              {notifications.isError && (
                <InlineAlert
                  status="error"
                  action={
                    <Button size="xs" onClick={() => void notifications.refetch()}>
                      Retry
                    </Button>
                  }
                >
                  {readableError(notifications.error)}
                </InlineAlert>
              )}
              {markAllRead.isError && <InlineAlert status="error">{readableError(markAllRead.error)}</InlineAlert>}
              {notifications.isSuccess && list.length === 0 && (
                <Box py="6" textAlign="center" color="fg.muted" textStyle="sm">
                  You have no notifications.
                </Box>
              )}
              {list.length > 0 && (
                <Stack as="ul" gap="0">
                  {list.map((notification) => (
                    <NotificationRow key={notification.name} notification={notification} onOpen={openPath} />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
