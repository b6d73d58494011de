import { Box, Button, HStack, Text } from 'shared-ui';

interface ActionBarProps {
  dirty: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** Save and Cancel, stuck to the bottom of the screen while the form scrolls; says whether anything is unsaved. */
export function ActionBar({ dirty, submitting, onCancel }: ActionBarProps) {
  const state = submitting ? 'Saving…' : dirty ? 'You have unsaved changes.' : 'All changes are saved.';
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      px={{ base: '4', md: '6' }}
      py="3"
      data-testid="action-bar"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text role="status" fontSize="sm" color={dirty && !submitting ? 'fg.warning' : 'fg.muted'}>
          {state}
        </Text>
        <HStack gap="2">
          <Button variant="outline" onClick={onCancel} disabled={!dirty || submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!dirty} loading={submitting} loadingText="Saving…" aria-busy={submitting}>
            Save
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
