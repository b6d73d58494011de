// Tasks counted by one field in a single group_by request, read by the dashboards and the widgets.
import { listDocs } from 'shared-auth';

/** One group of a `group_by` count; `value` is null for tasks with the field unset. */
export interface GroupCount {
  value: string | null;
  count: number;
}

/** The fields tasks are counted by. */
export type TaskGroupField = 'status' | 'priority';

export async function fetchTaskCountsBy(field: TaskGroupField, signal?: AbortSignal): Promise<GroupCount[]> {
  const rows = await listDocs<Partial<Record<TaskGroupField | 'count', unknown>>>(
    'Task',
    { fields: [field, 'count(name) as count'], groupBy: field, limitPageLength: 0 },
    signal,
  );
  return rows.map((row) => {
    const value = row[field];
    return { value: typeof value === 'string' && value !== '' ? value : null, count: Number(row.count) || 0 };
  });
}
