// Work tasks counted by their status combination (project, board status, ERPNext status: tessera-contracts'
// STATUS_COMBINATION_FIELDS), and by other fields beside it, in one request counted by the server: what every
// count by a task's one status is folded from.
import { listDocs } from 'shared-auth';
import {
  STATUS_COMBINATION_FIELDS,
  STATUS_COMBINATION_GROUP_BY,
  statusCombinationOf,
  type StatusCombination,
} from 'tessera-contracts';
import { groupValuesOf, type TaskGroupField } from './count-tasks-by';
import { WORK_TASKS } from './task-filters';

/** The fields a count by status combination can group by beside it (the project is in the combination). */
export type BesideStatusField = Exclude<TaskGroupField, 'status' | 'project'>;

/** One group: its value of each field beside (null for unset) and its combination, with the count. */
export interface CombinationCount<Field extends BesideStatusField> {
  values: Record<Field, string | null>;
  combination: StatusCombination;
}

export async function countWorkCombinationsBy<Field extends BesideStatusField>(
  fields: readonly Field[],
  signal?: AbortSignal,
): Promise<CombinationCount<Field>[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    {
      fields: [...fields, ...STATUS_COMBINATION_FIELDS],
      filters: [WORK_TASKS],
      groupBy: [...fields, STATUS_COMBINATION_GROUP_BY].join(', '),
      limitPageLength: 0,
    },
    signal,
  );
  return rows.map((row) => ({ values: groupValuesOf(row, fields), combination: statusCombinationOf(row) }));
}
