import { useState } from 'react';
import { Avatar, Button, Card, HStack, Link, Separator, SimpleGrid, Stack, Text } from 'shared-ui';

const STATS = [
  { label: 'Projects', value: 12 },
  { label: 'Open tasks', value: 7 },
  { label: 'Done this month', value: 41 },
] as const;

/** A teammate's card: who they are, three figures, and following or writing to them. */
export function ProfileCard() {
  const [following, setFollowing] = useState(false);
  return (
    <Card.Root role="region" aria-label="Priya Shah" size="sm">
      <Card.Body alignItems="center" textAlign="center" gap="3">
        <Avatar.Root size="2xl" colorPalette="teal">
          <Avatar.Fallback name="Priya Shah">PS</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="0">
          <Text fontWeight="semibold" textStyle="lg">
            Priya Shah
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Product manager · Lisbon
          </Text>
        </Stack>
        <SimpleGrid columns={3} gap="2" w="full" as="dl">
          {STATS.map((stat) => (
            <Stack key={stat.label} gap="0">
              {/* The term comes first for screen readers; the figure shows above it. */}
              <Text as="dt" textStyle="xs" color="fg.muted" order={2}>
                {stat.label}
              </Text>
              <Text as="dd" fontWeight="semibold" textStyle="lg" order={1}>
                {stat.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
      <Separator />
      <Card.Footer pt="3">
        <HStack gap="2" w="full">
          <Button
            flex="1"
            size="sm"
            variant={following ? 'subtle' : 'solid'}
            aria-pressed={following}
            onClick={() => setFollowing(!following)}
          >
            {following ? 'Following' : 'Follow'}
          </Button>
          <Button flex="1" size="sm" variant="outline" asChild>
            <Link href="mailto:priya.shah@tessera.example">Message</Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
