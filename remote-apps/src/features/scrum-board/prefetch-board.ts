// A board's first requests, started by the host when the app opens on `/scrum-board/:id` (the route's
// `prefetch`): the same queries, under the same keys, that the page then finds answered or on their way in the
// shared cache. The board with its columns and cards, the labels and everyone who may join it.
import { queryClient } from 'shared-auth';
import type { PageOpening } from 'shared-ui/route-contract';
import { boardQueryOptions } from './api/get-board';
import { labelsQueryOptions } from './api/list-labels';
import { membersQueryOptions } from './api/list-members';

export async function prefetchBoard({ params }: PageOpening): Promise<void> {
  const boardId = Number(params.id);
  // An address that names no board reads none: the page says so itself.
  if (!Number.isSafeInteger(boardId)) return;
  await Promise.all([
    queryClient.prefetchQuery(boardQueryOptions(boardId)),
    queryClient.prefetchQuery(labelsQueryOptions()),
    queryClient.prefetchQuery(membersQueryOptions()),
  ]);
}
