// The bell's panel, loaded when the bell is first opened (NotificationsButton.tsx).
import { readableError } from 'shared-auth';
import {
  CircleCheckIcon,
  InlineAlert,
  formatRelativeTime,
  parseFrappeDate,
  htmlToPlainText,
  Box,
  Button,
  Circle,
  Flex,
  IconButton,
  Popover,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from 'shared-ui';
import { documentPath } from './document-paths';
import { notificationKind } from './notification-icons';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
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

/** The bell's panel: the user's latest notifications, to open or mark read. */
export function NotificationsPanel({
  user,
  unread,
  onOpenPath,
}: {
  user: string;
  unread: number;
  onOpenPath: (path: string) => void;
}) {
  const notifications = useNotifications(user);
  const markAllRead = useMarkAllNotificationsRead();
  const list = notifications.data ?? [];
  return (
    <>
      <Popover.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
          {unread > 0 && (
            <Button size="xs" variant="ghost" loading={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
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
              <NotificationRow key={notification.name} notification={notification} onOpen={onOpenPath} />
            ))}
          </Stack>
        )}
      </Popover.Body>
    </>
  );
}
