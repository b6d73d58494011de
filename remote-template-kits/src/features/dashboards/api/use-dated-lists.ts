// The overview's two task lists, each with its own state: what is due in the next days, and what is late.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { addDays, toIsoDate } from 'shared-ui';
import { countQueryOptions } from '@kits/api/count-docs';
import { joinQueries, type JoinedQueries } from './join-queries';
import type { DatedTask } from './dated-tasks';
import { dueBetweenFilters, dueBetweenQueryOptions } from './list-tasks-due';
import { overdueFilters, overdueQueryOptions } from './list-overdue-tasks';

export interface DatedList {
  /** YYYY-MM-DD, the day the list was read for. */
  today: string;
  /** The most pressing tasks (the list stops at DATED_LIST_LIMIT), and how many there are in all. */
  tasks: DatedTask[];
  total: number;
}

export function useDatedLists(windowDays: number): {
  dueSoon: JoinedQueries<DatedList>;
  overdue: JoinedQueries<DatedList>;
} {
  // Read once per visit, so the lists' window (and their query keys) stays put while the page is open.
  const [today] = useState(() => toIsoDate(new Date()));
  const dueBy = addDays(today, windowDays);
  const list = (tasks: { data?: DatedTask[] }, total: { data?: number }) => () =>
    tasks.data && total.data !== undefined ? { today, tasks: tasks.data, total: total.data } : undefined;
  const dueSoon = useQueries({
    queries: [dueBetweenQueryOptions(today, dueBy), countQueryOptions('Task', dueBetweenFilters(today, dueBy))],
    combine: ([tasks, total]) => joinQueries([tasks, total], list(tasks, total)),
  });
  const overdue = useQueries({
    queries: [overdueQueryOptions(today), countQueryOptions('Task', overdueFilters(today))],
    combine: ([tasks, total]) => joinQueries([tasks, total], list(tasks, total)),
  });
  return { dueSoon, overdue };
}
