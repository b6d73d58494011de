// The task list's first requests, started by the host when the app opens on `/projects/:space` (the route's
// `prefetch`): the same queries, under the same keys, that the page then finds answered or on their way in the
// shared cache. Spaces, projects and the board statuses; the grouped count of the tasks listed and the first
// rows of each group (every group starts expanded).
import { spaceListStatuses, statusNameScopeOf } from 'tessera-contracts';
import { queryClient } from 'shared-auth';
import { toIsoDate } from 'shared-ui';
import type { PageOpening } from 'shared-ui/route-contract';
import { ALL_SPACES } from '@projects/paths';
import { projectsOfSpace } from '@projects/workspace/space-projects';
import { allStatusesQueryOptions } from '@projects/workspace/board-status';
import { projectsQueryOptions } from '@projects/workspace/list-projects';
import { spacesQueryOptions } from '@projects/workspace/list-spaces';
import { buildTaskFilters, statusNameFilterOf } from './api/task-filters';
import { groupRowsQueryOptions } from './api/list-group-rows';
import { statusCombinationsQueryOptions, taskGroupsQueryOptions } from './api/list-task-groups';
import { readListParams } from './model/list-params';
import {
  boardStatusGroups,
  everyTaskGroup,
  groupFilter,
  groupOrFilters,
  vocabularyGroups,
  type TaskGroup,
} from './model/task-groups';
import { firstPassRowLimits, rowsToFill } from './model/first-pass-rows';
import { orderByOf } from './model/task-sort';

export async function prefetchTaskList({ params, search }: PageOpening): Promise<void> {
  // The page shows the projects' names in its rows: settled with the rows, though `all` does not wait for them.
  const workspace = Promise.all([
    queryClient.fetchQuery(spacesQueryOptions()),
    queryClient.fetchQuery(projectsQueryOptions()),
  ]);
  // A failure is the page's to show (it asks again); here it only ends the prefetch, wherever it is awaited.
  workspace.catch(() => undefined);
  const space = params.space ?? ALL_SPACES;
  const statuses = queryClient.fetchQuery(allStatusesQueryOptions());
  statuses.catch(() => undefined);
  const { grouping, sort, filters } = readListParams(new URLSearchParams(search));
  const byStatusName = space === ALL_SPACES;
  const statusName = statusNameFilterOf({ status: filters.status, byStatusName });
  const filtersOf = (projects: readonly string[] | null, boardStatusNames: string[]) =>
    buildTaskFilters({
      ...filters,
      search: filters.search.trim(),
      projects,
      today: toIsoDate(new Date()),
      boardStatuses: boardStatusNames,
      byStatusName,
    });
  // Every task grouped by status name (or filtered by one): the count needs only the filters, so it leaves with
  // the spaces and statuses it is then read against (the groups' query finds it answered).
  if (byStatusName && (grouping === 'status' || statusName !== null)) {
    queryClient.fetchQuery(statusCombinationsQueryOptions(filtersOf(null, []))).catch(() => undefined);
  }
  // The projects whose tasks the page lists: null for every task, undefined for a space that does not exist.
  const projects =
    space === ALL_SPACES ? null : await workspace.then(([spaces, all]) => projectsOfSpace(spaces, all, space));
  // A space without projects lists nothing; an unknown one shows "Space not found".
  if (projects === undefined || projects?.length === 0) return;
  const boardStatuses = space === ALL_SPACES ? [] : spaceListStatuses(space, (await workspace)[1], await statuses);
  const boardStatusNames = boardStatuses.map((status) => status.name);
  const statusNames = space === ALL_SPACES ? statusNameScopeOf(...(await workspace), await statuses) : null;
  const taskFilters = filtersOf(projects, boardStatusNames);
  const orderBy = orderByOf(sort);
  const rowsOf = (group: TaskGroup) =>
    queryClient.prefetchInfiniteQuery(
      groupRowsQueryOptions([...taskFilters, ...groupFilter(group, boardStatusNames)], orderBy, groupOrFilters(group)),
    );
  const counting = queryClient.fetchQuery(
    taskGroupsQueryOptions(grouping, taskFilters, boardStatuses, statusNames, statusName),
  );
  // Beside the count, not after it: the first rows of every value the field can take (an empty group answers
  // with nothing, at once). Not for status names: they are many (every board's), most of them empty in one list,
  // and their count is in by now or nearly. Nor for a status name's tasks: their groups hold its plan, which
  // comes with the count.
  let guessed: TaskGroup[] = [];
  if (statusName !== null) guessed = [];
  else if (grouping === 'none') guessed = everyTaskGroup(1);
  else if (grouping === 'status' && boardStatuses.length > 0) guessed = boardStatusGroups(boardStatuses, []);
  else if (grouping !== 'status' || !statusNames) guessed = vocabularyGroups(grouping);
  const started = new Map(guessed.map((group) => [group.key, rowsOf(group)]));
  // Then those of the groups the count adds (a site's own statuses, unset), in the page's order, so the top
  // groups' answers come first; the frame is drawn once the rows of the first screen are in.
  const listed = (await counting).filter((group) => group.count > 0);
  const firstScreen = firstPassRowLimits(listed, () => false, rowsToFill(window.innerHeight));
  const rows = listed.map((group) => ({ group, read: started.get(group.key) ?? rowsOf(group) }));
  await Promise.all([
    workspace,
    ...rows.filter(({ group }) => (firstScreen.get(group.key) ?? 0) > 0).map(({ read }) => read),
  ]);
}
