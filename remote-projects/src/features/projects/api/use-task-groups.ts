// The groups the page shows, from one grouped count. Nothing is asked while `enabled` is false (the page does
// not know yet which tasks it lists). While other filters' groups load, the previous ones stay on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskGrouping } from '../model/list-params';
import type { TaskFilter } from './task-filters';
import { taskGroupsQueryOptions } from './task-list-queries';

export function useTaskGroups(grouping: TaskGrouping, filters: TaskFilter[], enabled: boolean) {
  return useQuery({ ...taskGroupsQueryOptions(grouping, filters), enabled, placeholderData: keepPreviousData });
}
