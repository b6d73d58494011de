import { Card, formatCount, formatPercent, Heading, HStack, Progress, Stack, taskPalette, Text } from 'shared-ui';
import type { GroupShare } from '../model/group-shares';

/** A card of labelled bars: each group's count and its share of all tasks. */
export function ShareBars({ title, shares }: { title: string; shares: readonly GroupShare[] }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {shares.map((group) => (
            <Progress.Root
              key={group.label}
              value={Math.round(group.share * 100)}
              colorPalette={taskPalette(group.label)}
              size="sm"
            >
              <HStack justify="space-between">
                <Progress.Label>{group.label}</Progress.Label>
                <Text textStyle="sm" color="fg.muted">
                  {formatCount(group.count)} · {formatPercent(group.share)}
                </Text>
              </HStack>
              <Progress.Track>
                <Progress.Range {...(group.color ? { bg: group.color } : {})} />
              </Progress.Track>
            </Progress.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
