import { Card, ErrorState, formatCount, LoadingState, TriangleAlertIcon } from 'shared-ui';
import { StatCard } from '@kits/components/StatCard';
import type { JoinedQueries } from '../api/join-queries';
import type { DatedList } from '../api/use-dated-lists';

/** How many tasks are past their end date and unfinished by their one status; its own loading and error states. */
export function OverdueCard({ overdue }: { overdue: JoinedQueries<DatedList> }) {
  if (overdue.status === 'success') {
    const { total } = overdue.data;
    return (
      <StatCard
        label="Overdue"
        value={formatCount(total)}
        icon={TriangleAlertIcon}
        palette="red"
        help="Past their end date, not done"
      />
    );
  }
  return (
    <Card.Root size="sm" role="group" aria-label="Overdue">
      <Card.Body>
        {overdue.status === 'pending' ? (
          <LoadingState label="Loading the overdue count" shape="lines" count={2} />
        ) : (
          <ErrorState title="Couldn't count the overdue tasks" message={overdue.error} onRetry={overdue.retry} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
