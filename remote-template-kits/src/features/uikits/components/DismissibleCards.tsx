import { useState } from 'react';
import { Button, Card, CloseButton, HStack, SimpleGrid, Stack, Text } from 'shared-ui';

interface Suggestion {
  id: string;
  title: string;
  text: string;
}

export const SUGGESTIONS: readonly Suggestion[] = [
  { id: 'invite', title: 'Invite your team', text: 'Projects move faster with everyone on the board.' },
  { id: 'due-dates', title: 'Set due dates', text: 'Tasks with a date show on the calendar and the dashboard.' },
  { id: 'labels', title: 'Label your tasks', text: 'Labels let you filter a busy board in one click.' },
];

/** Cards the reader dismisses; the last dismissal can be undone, and all of them brought back. */
export function DismissibleCards() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = SUGGESTIONS.filter((suggestion) => !dismissed.includes(suggestion.id));
  const lastDismissed = SUGGESTIONS.find((suggestion) => suggestion.id === dismissed[dismissed.length - 1]);
  return (
    <Stack gap="3">
      {shown.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No suggestions left.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {shown.map((suggestion) => (
            <Card.Root key={suggestion.id} size="sm" variant="subtle">
              <Card.Header flexDirection="row" justifyContent="space-between" alignItems="flex-start" gap="2">
                <Card.Title textStyle="sm">{suggestion.title}</Card.Title>
                <CloseButton
                  size="2xs"
                  aria-label={`Dismiss: ${suggestion.title}`}
                  onClick={() => setDismissed((current) => [...current, suggestion.id])}
                />
              </Card.Header>
              <Card.Body>
                <Text textStyle="sm" color="fg.muted">
                  {suggestion.text}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {lastDismissed && (
        <HStack gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            Dismissed “{lastDismissed.title}”.
          </Text>
          <Button size="xs" variant="outline" onClick={() => setDismissed((current) => current.slice(0, -1))}>
            Undo
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
