import { AvatarGroup, Badge, Card, HStack, Progress, Stack, Text } from 'shared-ui';
import { PROJECT_TEAM } from '../model/card-samples';

/** A project at a glance: what it is, who works on it, how far it is and when it is due. */
export function ProjectCard() {
  return (
    <Card.Root role="region" aria-label="Website redesign" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">Website redesign</Text>
          <Badge colorPalette="orange">At risk</Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text textStyle="sm" color="fg.muted">
          New marketing site with the pricing and sign-up flow rebuilt for mobile.
        </Text>
        <Progress.Root value={68} size="sm" colorPalette="teal">
          <HStack justify="space-between" mb="1">
            <Progress.Label textStyle="xs">31 of 46 tasks done</Progress.Label>
            <Progress.ValueText textStyle="xs" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Body>
      <Card.Footer>
        <HStack justify="space-between" w="full" gap="2" wrap="wrap">
          <AvatarGroup people={PROJECT_TEAM} max={4} size="xs" />
          <Stack gap="0" textAlign="end">
            <Text textStyle="xs" color="fg.muted">
              Due
            </Text>
            <Text textStyle="sm" fontWeight="medium">
              30 September
            </Text>
          </Stack>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
