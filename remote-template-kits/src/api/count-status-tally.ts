// Work tasks counted by their one status, by name, with how many are done and cancelled: one count grouped by
// project, board status and ERPNext status (the list of every space's own request), read against every space,
// project and board status (tessera-contracts' status-tally.ts). The dashboards and the statistics widget show it.
import type { QueryClient } from '@tanstack/react-query';
import { tallyStatuses, type StatusTally } from 'tessera-contracts';
import { countWorkCombinationsBy } from './count-status-combinations';
import { fetchStatusNameScope } from './status-name-scope';

export type { StatusTally };

export async function fetchStatusTally(client: QueryClient, signal: AbortSignal): Promise<StatusTally> {
  const [groups, scope] = await Promise.all([countWorkCombinationsBy([], signal), fetchStatusNameScope(client)]);
  return tallyStatuses(
    scope.names,
    scope.boards,
    groups.map((group) => group.combination),
  );
}
