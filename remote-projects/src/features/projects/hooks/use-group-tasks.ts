// A group's rows as both layouts read them: its own filter added to the page's, nothing read while folded or
// while the group is known to be empty (a status shown only so that a task can be added to it).
import { useMemo } from 'react';
import { useGroupRows, type GroupRows } from '../api/list-group-rows';
import { groupFilter, type TaskGroup } from '../model/task-groups';
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

export function useGroupTasks(group: TaskGroup, view: GroupView) {
  const expanded = !view.isCollapsed(group.key);
  const empty = group.count === 0;
  const filters = useMemo(() => [...view.filters, ...groupFilter(group)], [view.filters, group]);
  const read = useGroupRows(filters, view.orderBy, expanded && !empty);
  const rows = empty ? NO_ROWS : read;
  const selection = view.write?.selection;
  const selectedCount = selection ? rows.tasks.filter((task) => selection.isSelected(task.name)).length : 0;
  return { expanded, rows, selectedCount };
}
