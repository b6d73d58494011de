// The data of the delivery dashboard (v2): what is due soon, what is late, the hours left, the completion rate.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { addDays, toIsoDate } from 'shared-ui';
import { joinQueries, type JoinedQueries } from './join-queries';
import { statusTallyQueryOptions, type StatusTally } from './count-status-names';
import type { DatedTask } from './dated-tasks';
import { dueBetweenQueryOptions } from './list-tasks-due';
import { overdueQueryOptions } from './list-overdue-tasks';
import { hoursByDepartmentQueryOptions, type DepartmentHours } from './sum-hours-by-department';

export const DUE_WINDOW_DAYS = 14;

export interface DeliveryOverview {
  /** YYYY-MM-DD, the day the lists were read for. */
  today: string;
  byStatus: StatusTally;
  /** The most pressing of them (the lists stop at DATED_LIST_LIMIT), and how many there are in all. */
  dueSoon: DatedTask[];
  dueSoonCount: number;
  overdue: DatedTask[];
  overdueCount: number;
  hoursByDepartment: DepartmentHours[];
}

export function useDeliveryOverview(): JoinedQueries<DeliveryOverview> {
  // Read once per visit, so the lists' window (and their query keys) stays put while the page is open.
  const [today] = useState(() => toIsoDate(new Date()));
  const dueBy = addDays(today, DUE_WINDOW_DAYS);
  return useQueries({
    queries: [
      statusTallyQueryOptions(),
      dueBetweenQueryOptions(today, dueBy),
      overdueQueryOptions(today),
      hoursByDepartmentQueryOptions(),
    ],
    combine: ([byStatus, dueSoon, overdue, hours]) =>
      joinQueries([byStatus, dueSoon, overdue, hours], () =>
        byStatus.data && dueSoon.data && overdue.data && hours.data
          ? {
              today,
              byStatus: byStatus.data,
              dueSoon: dueSoon.data.tasks,
              dueSoonCount: dueSoon.data.total,
              overdue: overdue.data.tasks,
              overdueCount: overdue.data.total,
              hoursByDepartment: hours.data,
            }
          : undefined,
      ),
  });
}
