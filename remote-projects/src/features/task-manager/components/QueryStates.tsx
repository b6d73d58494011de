import type { ReactNode } from 'react';
import { readableError } from 'shared-auth';
import { EmptyState, ErrorState, ListChecksIcon, LoadingState } from 'shared-ui';
import { NoMatchingTasks } from '@projects/workspace/NoMatchingTasks';

interface LoadingQuery {
  data: unknown;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What to show instead of the data while it first loads or when that failed; null once there is data (a failed
 * background refresh keeps showing what was loaded).
 */
export function queryPlaceholder(
  query: LoadingQuery,
  { what, shape }: { what: string; shape: 'rows' | 'cards' },
): ReactNode | null {
  if (query.data !== undefined) return null;
  if (query.isPending) return <LoadingState label={`Loading ${what}`} shape={shape} />;
  return (
    <ErrorState
      title={`Couldn't load the ${what}`}
      message={readableError(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * What the card and table pages show instead of their tasks: the query's loading or error state, "No tasks yet",
 * or "No tasks match" with a way to clear the filter; null when there are tasks to show.
 */
export function taskSetPlaceholder(
  query: LoadingQuery & { data: readonly unknown[] | undefined },
  shown: readonly unknown[],
  { shape, clearSearch }: { shape: 'rows' | 'cards'; clearSearch: () => void },
): ReactNode | null {
  const placeholder = queryPlaceholder(query, { what: 'tasks', shape });
  if (placeholder !== null) return placeholder;
  if (query.data?.length === 0) {
    return (
      <EmptyState
        icon={<ListChecksIcon />}
        title="No tasks yet"
        description="Tasks created in any project appear here."
      />
    );
  }
  if (shown.length > 0) return null;
  return <NoMatchingTasks onClear={clearSearch} />;
}
