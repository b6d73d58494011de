import { readableError } from 'shared-auth';
import { ErrorState, LoadingState, SimpleGrid, Stat, Card } from 'shared-ui';
import { useMyTaskCounts } from '../api/count-my-tasks';

/** Four figures of the user's own work: their open, overdue and completed tasks, and their projects. */
export function ProfileStats({ userId, today }: { userId: string; today: string }) {
  const counts = useMyTaskCounts(userId, today);
  if (counts.isPending) return <LoadingState label="Loading your figures" shape="lines" count={2} />;
  if (counts.isError) {
    return (
      <ErrorState
        title="Couldn't load your figures"
        message={readableError(counts.error)}
        onRetry={() => void counts.refetch()}
      />
    );
  }
  const figures: Array<[string, number]> = [
    ['Open tasks', counts.data.open],
    ['Overdue', counts.data.overdue],
    ['Completed', counts.data.completed],
    ['Projects', counts.data.projects],
  ];
  return (
    <SimpleGrid as="ul" aria-label="Your work" columns={{ base: 2, md: 4 }} gap="4" ps="0" m="0" listStyleType="none">
      {figures.map(([label, value]) => (
        <Card.Root as="li" key={label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
