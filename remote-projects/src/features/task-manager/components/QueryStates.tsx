import type { ReactNode } from 'react';
import { readableError } from 'shared-auth';
import { ErrorState, LoadingState } from 'shared-ui';

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
