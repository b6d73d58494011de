// The overview's two task lists, each with its own state: what is due in the next days, and what is late.
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { addDays, toIsoDate } from 'shared-ui';
import { joinQueries, type JoinedQueries } from './join-queries';
import type { DatedPage } from './dated-tasks';
import { dueBetweenQueryOptions } from './list-tasks-due';
import { overdueQueryOptions } from './list-overdue-tasks';

export interface DatedList extends DatedPage {
  /** YYYY-MM-DD, the day the list was read for. */
  today: string;
}

export function useDatedLists(windowDays: number): {
  dueSoon: JoinedQueries<DatedList>;
  overdue: JoinedQueries<DatedList>;
} {
  // Read once per visit, so the lists' window (and their query keys) stays put while the page is open.
  const [today] = useState(() => toIsoDate(new Date()));
  const dueBy = addDays(today, windowDays);
  const list = (page: UseQueryResult<DatedPage>) =>
    joinQueries([page], () => (page.data ? { today, ...page.data } : undefined));
  return {
    dueSoon: list(useQuery(dueBetweenQueryOptions(today, dueBy))),
    overdue: list(useQuery(overdueQueryOptions(today))),
  };
}
