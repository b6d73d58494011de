import { Card, HStack, Progress, Text } from 'shared-ui';

const DONE_POINTS = 34;
const PLANNED_POINTS = 50;

/** How far the sprint is, as story points done against planned. */
export function SprintProgressCard() {
  const percent = Math.round((DONE_POINTS / PLANNED_POINTS) * 100);
  return (
    <Card.Root size="sm" role="region" aria-label="Sprint 14">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">Sprint 14</Text>
          <Text textStyle="sm" color="fg.muted">
            4 days left
          </Text>
        </HStack>
        <Text textStyle="2xl" fontWeight="semibold">
          {DONE_POINTS} of {PLANNED_POINTS} points
        </Text>
        <Progress.Root value={percent} colorPalette="green" size="sm">
          <HStack justify="space-between" mb="1">
            <Progress.Label textStyle="xs">Done</Progress.Label>
            <Progress.ValueText textStyle="xs" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Body>
    </Card.Root>
  );
}
