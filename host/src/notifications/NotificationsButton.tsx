import { useState } from 'react';
import { readableError } from 'shared-auth';
import {
  BellIcon,
  InlineAlert,
  Trash2Icon,
  formatRelativeTime,
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
  useNavigate,
  STICKY_ANCHOR_POSITIONING,
} from 'shared-ui';
import { notificationIcon } from './notification-icons';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotifications,
  type AppNotification,
} from './notifications-api';

function NotificationRow({ notification, onOpen }: { notification: AppNotification; onOpen: (path: string) => void }) {
  const remove = useDeleteNotification();
  const Icon = notificationIcon(notification.icon.name);
  return (
    <Flex
      as="li"
      gap="3"
      py="2"
      px="2"
      rounded="l2"
      align="flex-start"
      _hover={{ bg: 'bg.muted' }}
      listStyleType="none"
    >
      <Circle
        size="8"
        bg={`${notification.icon.color}.subtle`}
        color={`${notification.icon.color}.fg`}
        flexShrink="0"
        aria-hidden="true"
      >
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
        onClick={() => onOpen(notification.path)}
      >
        <Stack gap="0.5" align="flex-start" w="full">
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            {notification.heading}
          </Text>
          <Text textStyle="sm" fontWeight="semibold" color="fg">
            {notification.title}
          </Text>
          {notification.subtitle && (
            <Text textStyle="sm" color="fg.muted">
              {notification.subtitle}
            </Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={notification.timestamp}>{formatRelativeTime(notification.timestamp)}</time>
          </Text>
        </Stack>
      </Button>
      <IconButton
        aria-label={`Delete notification: ${notification.title}`}
        size="xs"
        variant="ghost"
        loading={remove.isPending}
        onClick={() => remove.mutate(notification.id)}
      >
        <Trash2Icon />
      </IconButton>
    </Flex>
  );
}

/** The bell in the top bar: the count, and a panel of the user's notifications to open or delete. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const notifications = useNotifications();
  const removeAll = useDeleteAllNotifications();
  const list = notifications.data ?? [];
  const count = list.length;

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
            count > 0
              ? `Notifications: ${plural(count, { one: 'notification', other: 'notifications' })}`
              : 'Notifications'
          }
          variant="ghost"
          position="relative"
        >
          <BellIcon />
          {count > 0 && (
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
              {count > 99 ? '99+' : count}
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
                {count > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    loading={removeAll.isPending}
                    onClick={() => removeAll.mutate()}
                  >
                    Delete all
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
              {removeAll.isError && <InlineAlert status="error">{readableError(removeAll.error)}</InlineAlert>}
              {notifications.isSuccess && count === 0 && (
                <Box py="6" textAlign="center" color="fg.muted" textStyle="sm">
                  You have no notifications.
                </Box>
              )}
              {count > 0 && (
                <Stack as="ul" gap="0">
                  {list.map((notification) => (
                    <NotificationRow key={notification.id} notification={notification} onOpen={openPath} />
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
