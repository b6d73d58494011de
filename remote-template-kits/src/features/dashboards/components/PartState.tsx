import type { ReactNode } from 'react';
import { Card, ErrorState, LoadingState } from 'shared-ui';
import type { JoinedQueries } from '../api/join-queries';

interface PartStateProps<Data> {
  /** What the part is, e.g. "the overdue tasks": in its loading label and its error title. */
  label: string;
  part: JoinedQueries<Data>;
  children: (data: Data) => ReactNode;
}

/** One part of a dashboard: its own loading state or failure (with Retry) in a card, then its content. */
export function PartState<Data>({ label, part, children }: PartStateProps<Data>) {
  if (part.status === 'success') return <>{children(part.data)}</>;
  return (
    <Card.Root minW="0">
      <Card.Body>
        {part.status === 'pending' ? (
          <LoadingState label={`Loading ${label}`} shape="lines" count={6} />
        ) : (
          <ErrorState title={`Couldn't load ${label}`} message={part.error} onRetry={part.retry} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
