import { useState } from 'react';
import { Badge, Box, Button, Card, CircleCheckIcon, HStack, Icon, Stack, Text } from 'shared-ui';

const FEATURES = [
  'Unlimited projects and boards',
  'Guests at no extra cost',
  'Time tracking and reports',
  'Priority support',
];

/** The workspace's plan offer: the price, what it includes, and an upgrade that says when it is done. */
export function PlanCard() {
  const [upgraded, setUpgraded] = useState(false);
  return (
    <Card.Root role="region" aria-label="Business plan" size="sm" borderColor="brand.solid" borderWidth="2px">
      <Card.Header>
        <HStack justify="space-between">
          <Text fontWeight="semibold">Business</Text>
          <Badge colorPalette="teal">{upgraded ? 'Your plan' : 'Most chosen'}</Badge>
        </HStack>
        <HStack align="baseline" gap="1">
          <Text textStyle="3xl" fontWeight="bold">
            €12
          </Text>
          <Text textStyle="sm" color="fg.muted">
            per member a month
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {FEATURES.map((feature) => (
            <HStack as="li" key={feature} gap="2" textStyle="sm">
              <Icon as={CircleCheckIcon} color="green.fg" aria-hidden boxSize="4" />
              {feature}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <Button onClick={() => setUpgraded(!upgraded)} variant={upgraded ? 'outline' : 'solid'}>
          {upgraded ? 'Go back to Free' : 'Upgrade to Business'}
        </Button>
        <Box aria-live="polite" textStyle="xs" color="fg.muted" textAlign="center">
          {upgraded ? 'Your workspace is on Business from today.' : 'Free: 3 projects, 5 members.'}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
