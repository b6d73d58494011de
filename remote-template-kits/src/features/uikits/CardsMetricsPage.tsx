import { ErrorState, LoadingState, PageLayout, Stack, Text } from 'shared-ui';
import { useWorkMetrics } from './api/use-work-metrics';
import { WorkMetrics } from './components/WorkMetrics';

/** `/uikits/cards-metrics`: KPI cards whose figures are live counts of the user's tasks and projects. */
export default function CardsMetricsPage() {
  const metrics = useWorkMetrics();
  return (
    <PageLayout
      title="Metric cards"
      description="Key figures at a glance, each with a line of context. These are live counts from your workspace."
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          Counted over the tasks and projects you are allowed to see; they change as work moves.
        </Text>
        {metrics.status === 'pending' && <LoadingState label="Loading the metrics" shape="cards" count={4} />}
        {metrics.status === 'error' && (
          <ErrorState title="Couldn't load the metrics" message={metrics.error} onRetry={metrics.retry} />
        )}
        {metrics.status === 'success' && <WorkMetrics metrics={metrics.data} />}
      </Stack>
    </PageLayout>
  );
}
