// Every query key of the task list: one entry per filter set (and sort), so the answer for one can never be
// shown for another. All sit under the Task doctype's key, so a task written anywhere refreshes the list.
import { resourceKey } from 'shared-auth';
import type { PuxeoStatus, StatusNameScope } from 'tessera-contracts';
import type { TaskGrouping } from '../model/list-params';
import type { TaskFilter } from './task-filters';

/** The names and boards by value (a Map is no query key): a board's renamed or moved status is a new answer. */
function statusNameScopeKey(scope: StatusNameScope) {
  return [
    scope.names.map((name) => [name.key, name.label, name.color]),
    [...scope.boards].map(([project, statuses]) => [project, statuses.map((status) => [status.name, status.name1])]),
  ];
}

export const taskKeys = {
  all: [...resourceKey('Task'), 'task-list'] as const,
  // One list's groups (its grouping, filters and status name), whatever the statuses they are read against.
  groupsOfList: (grouping: TaskGrouping, filters: TaskFilter[], statusName: string | null = null) =>
    [...taskKeys.all, 'groups', grouping, filters, statusName] as const,
  // The board statuses by name, colour and order: a renamed or recoloured status is a new answer.
  groups: (
    grouping: TaskGrouping,
    filters: TaskFilter[],
    boardStatuses: readonly PuxeoStatus[] = [],
    statusNames: StatusNameScope | null = null,
    statusName: string | null = null,
  ) =>
    [
      ...taskKeys.groupsOfList(grouping, filters, statusName),
      boardStatuses.length > 0
        ? boardStatuses.map((status) => [status.name, status.name1, status.color ?? null])
        : null,
      statusNames ? statusNameScopeKey(statusNames) : null,
    ] as const,
  // How many tasks each project, board status and ERPNext status have together (status-name grouping).
  statusCombinations: (filters: TaskFilter[]) => [...taskKeys.all, 'status-combinations', filters] as const,
  rows: (filters: TaskFilter[], orderBy: string, orFilters: TaskFilter[] = []) =>
    [...taskKeys.all, 'rows', filters, orderBy, ...(orFilters.length > 0 ? [orFilters] : [])] as const,
  task: (name: string) => [...taskKeys.all, 'task', name] as const,
};
