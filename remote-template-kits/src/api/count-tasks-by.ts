// Task counts grouped by one or more fields, counted by the server in one request (Frappe's group_by): the
// dashboards, the charts and the widgets read them.
import { listDocs, type FrappeFilters } from 'shared-auth';

/** The Task fields the counts group by. */
export type TaskGroupField = 'status' | 'priority' | 'department' | 'project';

/** One group; a field's value is null for tasks with it unset. */
export interface TaskGroupCount<Field extends TaskGroupField> {
  values: Record<Field, string | null>;
  count: number;
}

/** One group of a count by a single field; `value` is null for tasks with the field unset. */
export interface GroupCount {
  value: string | null;
  count: number;
}

export async function countTasksBy<Field extends TaskGroupField>(
  fields: readonly Field[],
  signal?: AbortSignal,
  filters?: FrappeFilters,
): Promise<TaskGroupCount<Field>[]> {
  const rows = await listDocs<Partial<Record<Field | 'count', unknown>>>(
    'Task',
    { fields: [...fields, 'count(name) as count'], filters, groupBy: fields.join(','), limitPageLength: 0 },
    signal,
  );
  return rows.map((row) => ({ values: groupValuesOf(row, fields), count: Number(row.count) || 0 }));
}

/** A grouped row's value of each of `fields`: null for an unset one. */
export function groupValuesOf<Field extends TaskGroupField>(
  row: Partial<Record<string, unknown>>,
  fields: readonly Field[],
): Record<Field, string | null> {
  const values = {} as Record<Field, string | null>;
  for (const field of fields) {
    const value = row[field];
    values[field] = typeof value === 'string' && value !== '' ? value : null;
  }
  return values;
}

/** Tasks (those matching `filters`, where given) counted by one field. */
export async function fetchTaskCountsBy(
  field: TaskGroupField,
  signal?: AbortSignal,
  filters?: FrappeFilters,
): Promise<GroupCount[]> {
  const groups = await countTasksBy([field], signal, filters);
  return groups.map((group) => ({ value: group.values[field], count: group.count }));
}
