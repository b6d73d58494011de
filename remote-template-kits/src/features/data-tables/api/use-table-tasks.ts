import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchTableTasks } from './table-tasks';
import { tableTaskKeys } from './table-task-keys';

export function tableTasksQueryOptions() {
  return queryOptions({
    queryKey: tableTaskKeys.all,
    queryFn: ({ signal }) => fetchTableTasks(signal),
  });
}

export function useTableTasks() {
  return useQuery(tableTasksQueryOptions());
}
