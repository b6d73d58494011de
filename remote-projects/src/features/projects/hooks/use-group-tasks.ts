// A group's rows as both layouts read them: its own filter added to the page's, nothing read while folded.
import { useMemo } from 'react';
import { useGroupRows } from '../api/use-group-rows';
import { groupFilter, type TaskGroup } from '../model/task-groups';
import type { GroupView } from '../components/group-view';

export function useGroupTasks(group: TaskGroup, view: GroupView) {
  const expanded = !view.isCollapsed(group.key);
  const filters = useMemo(() => [...view.filters, ...groupFilter(group)], [view.filters, group]);
  const rows = useGroupRows(filters, view.orderBy, expanded);
  const selection = view.write?.selection;
  const selectedCount = selection ? rows.tasks.filter((task) => selection.isSelected(task.name)).length : 0;
  return { expanded, rows, selectedCount };
}
