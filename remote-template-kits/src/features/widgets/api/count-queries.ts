import { queryOptions } from '@tanstack/react-query';
import { countDocs, type FrappeFilters } from 'shared-auth';
import { fetchTaskCountsBy, type TaskGroupField } from '../../../api/count-tasks-by';
import { widgetKeys } from './widget-keys';

/** `frappe.client.get_count` of `doctype`'s documents matching `filters`. */
export function countQueryOptions(doctype: string, filters?: FrappeFilters) {
  return queryOptions({
    queryKey: widgetKeys.count(doctype, filters),
    queryFn: ({ signal }) => countDocs(doctype, filters, signal),
  });
}

export function taskCountsByQueryOptions(field: TaskGroupField) {
  return queryOptions({
    queryKey: widgetKeys.taskCountsBy(field),
    queryFn: ({ signal }) => fetchTaskCountsBy(field, signal),
  });
}
