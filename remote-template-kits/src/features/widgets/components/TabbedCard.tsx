import { Box, Card, HStack, Stack, Tabs, Text } from 'shared-ui';

const ACTIVITY = [
  'Kenji moved “Checkout flow” to Review',
  'Amara attached “pricing-v4.fig”',
  'Priya set the launch date to 30 September',
];
const FILES = [
  { name: 'pricing-v4.fig', size: '8.2 MB' },
  { name: 'launch-plan-v3.pdf', size: '1.1 MB' },
  { name: 'copy-deck.docx', size: '340 KB' },
];

/** A card whose body switches between activity, files and notes; the arrow keys move between tabs. */
export function TabbedCard() {
  return (
    <Card.Root role="region" aria-label="Checkout redesign" size="sm">
      <Card.Header>
        <Text fontWeight="semibold">Checkout redesign</Text>
      </Card.Header>
      <Card.Body pt="0">
        <Tabs.Root defaultValue="activity" size="sm" variant="line">
          <Tabs.List aria-label="Checkout redesign">
            <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
            <Tabs.Trigger value="files">Files</Tabs.Trigger>
            <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="activity">
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" textStyle="sm">
              {ACTIVITY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="files">
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" textStyle="sm">
              {FILES.map((file) => (
                <HStack as="li" key={file.name} justify="space-between">
                  <Text>{file.name}</Text>
                  <Text color="fg.muted">{file.size}</Text>
                </HStack>
              ))}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="notes">
            <Box textStyle="sm">
              Keep the guest checkout. Card and wallet payments first; invoices move to the account page.
            </Box>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
