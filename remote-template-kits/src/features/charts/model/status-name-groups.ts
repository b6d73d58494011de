// Counts by status combination folded into counts by status name (a task's one status, tessera-contracts'
// status-name-plan.ts): the categories or series of the charts by status, named, ordered and coloured as the
// dashboards' "Tasks by status".
import { taskChartColor } from 'shared-ui';
import { combinationKey, combinationOutcome, countByStatusName, type StatusNameScope } from 'tessera-contracts';
import type { BesideStatusField, CombinationCount } from '@kits/api/count-status-combinations';
import type { TaskGroupCount } from '@kits/api/count-tasks-by';
import { statusNameChartData } from '@kits/model/status-name-chart';
import type { Grouping } from './group-series';

export interface StatusNameGroups<Field extends BesideStatusField> {
  /** Each group with its project and its status name's label as `status` (tasks without a status left out). */
  groups: TaskGroupCount<Field | 'project' | 'status'>[];
  /** The status names with tasks as a grouping: in the list's order, in their colours. */
  statusNames: Grouping<'status'>;
}

export function foldByStatusName<Field extends BesideStatusField>(
  counts: readonly CombinationCount<Field>[],
  scope: StatusNameScope,
): StatusNameGroups<Field> {
  const named = countByStatusName(
    scope.names,
    scope.boards,
    counts.map((count) => count.combination),
  );
  const labelOf = new Map(named.map(({ name }) => [name.key, name.label]));
  const data = statusNameChartData(named);
  const colorOf = new Map(data.map((datum) => [datum.label, datum.color]));
  const groups = counts.flatMap(({ values, combination }) => {
    const key = combinationKey(scope.boards, combination);
    const label = key === null ? undefined : labelOf.get(key);
    if (label === undefined) return [];
    return [{ values: { ...values, project: combination.project, status: label }, count: combination.count }];
  });
  return {
    groups,
    statusNames: {
      field: 'status',
      name: 'Status',
      known: data.map((datum) => datum.label),
      colorOf: (label) => colorOf.get(label) ?? taskChartColor(label),
    },
  };
}

/** Only the counts of unfinished work (neither done nor cancelled, by each task's one status). */
export function openWork<Field extends BesideStatusField>(
  counts: readonly CombinationCount<Field>[],
  scope: StatusNameScope,
): CombinationCount<Field>[] {
  return counts.filter(({ combination }) => combinationOutcome(scope.boards, combination) === 'open');
}
