import { useState } from 'react';
import { Box, Button, Card, Stack, Text } from 'shared-ui';

/** A horizontal card: a date block beside the meeting, and whether you are going. */
export function MeetingCard() {
  const [going, setGoing] = useState(false);
  return (
    <Card.Root role="region" aria-label="Sprint review" size="sm" flexDirection="row" overflow="hidden">
      <Stack justify="center" align="center" gap="0" px="5" bg="teal.700" color="white" flexShrink="0" aria-hidden>
        <Text textStyle="xs" textTransform="uppercase">
          Thu
        </Text>
        <Text textStyle="2xl" fontWeight="bold">
          18
        </Text>
      </Stack>
      <Box flex="1" minW="0">
        <Card.Body gap="1">
          <Text fontWeight="semibold">Sprint review</Text>
          <Text textStyle="sm" color="fg.muted">
            Thursday 18 · 15:00–16:00 · Room Lisbon and online
          </Text>
        </Card.Body>
        <Card.Footer>
          <Button
            size="sm"
            variant={going ? 'subtle' : 'outline'}
            aria-pressed={going}
            onClick={() => setGoing(!going)}
          >
            {going ? 'You are going' : 'I’m going'}
          </Button>
        </Card.Footer>
      </Box>
    </Card.Root>
  );
}
