// Every query key of the task list: one entry per filter set (and sort), so the answer for one can never be
// shown for another. All sit under the Task doctype's key, so a task written anywhere refreshes the list.
import { resourceKey } from 'shared-auth';
import type { PuxeoStatus } from 'tessera-contracts';
import type { TaskGrouping } from '../model/list-params';
import type { TaskFilter } from './task-filters';

export const taskKeys = {
  all: [...resourceKey('Task'), 'task-list'] as const,
  // The board statuses by name, colour and order: a renamed or recoloured status is a new answer.
  groups: (grouping: TaskGrouping, filters: TaskFilter[], boardStatuses: readonly PuxeoStatus[] = []) =>
    [
      ...taskKeys.all,
      'groups',
      grouping,
      filters,
      ...(boardStatuses.length > 0
        ? [boardStatuses.map((status) => [status.name, status.name1, status.color ?? null])]
        : []),
    ] as const,
  rows: (filters: TaskFilter[], orderBy: string) => [...taskKeys.all, 'rows', filters, orderBy] as const,
  task: (name: string) => [...taskKeys.all, 'task', name] as const,
};
