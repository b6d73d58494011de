// A group's rows as both layouts read them: its own filter added to the page's, nothing read while folded or
// while the group is known to be empty (a status shown only so that a task can be added to it).
import { useMemo } from 'react';
import { useGroupRows, type GroupRows } from '../api/list-group-rows';
import { groupFilter, groupOrFilters, type TaskGroup } from '../model/task-groups';
import type { GroupView } from '../components/group-view';

const noop = () => undefined;
const NO_ROWS: GroupRows = {
  phase: 'ready',
  tasks: [],
  error: null,
  hasMore: false,
  loadingMore: false,
  loadMoreError: null,
  retry: noop,
  loadMore: noop,
};

/**
 * `rowLimit`: how many of its rows the group draws in the list's first render (use-first-pass-rows.ts);
 * undefined for all. `shown` holds the rows to draw, `whole` whether they are all of those read.
 */
export function useGroupTasks(group: TaskGroup, view: GroupView, rowLimit?: number) {
  const expanded = !view.isCollapsed(group.key);
  const empty = group.count === 0;
  const filters = useMemo(
    () => [...view.filters, ...groupFilter(group, view.boardStatusNames)],
    [view.filters, group, view.boardStatusNames],
  );
  const orFilters = useMemo(() => groupOrFilters(group), [group]);
  const read = useGroupRows(filters, view.orderBy, expanded && !empty, orFilters);
  const rows = empty ? NO_ROWS : read;
  const selection = view.write?.selection;
  const selectedCount = selection ? rows.tasks.filter((task) => selection.isSelected(task.name)).length : 0;
  const shown = rowLimit === undefined ? rows.tasks : rows.tasks.slice(0, rowLimit);
  return { expanded, rows, selectedCount, shown, whole: shown.length === rows.tasks.length };
}
