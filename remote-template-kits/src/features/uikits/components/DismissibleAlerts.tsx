import { useState } from 'react';
import { Alert, Button, CloseButton, Stack, Text } from 'shared-ui';

const NOTICES = [
  {
    id: 'maintenance',
    status: 'info',
    title: 'Scheduled maintenance',
    text: 'Sunday 02:00–03:00 UTC; boards stay readable.',
  },
  { id: 'export', status: 'success', title: 'Export ready', text: 'Your March report has been emailed to you.' },
  { id: 'quota', status: 'warning', title: 'Storage almost full', text: '92% of your 10 GB is used.' },
  {
    id: 'sync',
    status: 'error',
    title: 'Calendar sync failed',
    text: 'Reconnect your calendar to keep due dates in sync.',
  },
] as const;

/** Alerts the reader can close one by one; once all are gone, they can be brought back. */
export function DismissibleAlerts() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = NOTICES.filter((notice) => !dismissed.includes(notice.id));
  return (
    <Stack gap="3">
      {shown.map((notice) => (
        <Alert.Root key={notice.id} status={notice.status} variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice.title}</Alert.Title>
            <Alert.Description>{notice.text}</Alert.Description>
          </Alert.Content>
          <CloseButton
            size="sm"
            alignSelf="flex-start"
            aria-label={`Dismiss: ${notice.title}`}
            onClick={() => setDismissed((current) => [...current, notice.id])}
          />
        </Alert.Root>
      ))}
      {dismissed.length > 0 && (
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {shown.length === 0 ? 'All alerts dismissed.' : `${dismissed.length} dismissed.`}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setDismissed([])}>
            Show them again
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
