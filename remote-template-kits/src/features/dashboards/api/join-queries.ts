// A dashboard reads several queries but shows one state: its data once every query has answered, else the first
// failure (with a Retry that asks again only what failed), else its loading state.
import { readableError } from 'shared-auth';

export type JoinedQueries<Data> =
  { status: 'pending' } | { status: 'error'; error: string; retry: () => void } | { status: 'success'; data: Data };

/** The part of a query result the join reads. */
interface QueryOutcome {
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** `join` builds the data from the results' data, or returns undefined while any of it is missing. */
export function joinQueries<Data>(results: readonly QueryOutcome[], join: () => Data | undefined): JoinedQueries<Data> {
  const failed = results.filter((result) => result.isError);
  const firstFailure = failed[0];
  if (firstFailure) {
    return {
      status: 'error',
      error: readableError(firstFailure.error),
      retry: () => failed.forEach((result) => void result.refetch()),
    };
  }
  const data = join();
  return data === undefined ? { status: 'pending' } : { status: 'success', data };
}
