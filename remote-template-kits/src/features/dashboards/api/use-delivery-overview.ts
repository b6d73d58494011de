// The data of the delivery dashboard (v2): what is due soon, what is late, the hours left, the completion rate.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { addDays, toIsoDate } from 'shared-ui';
import { joinQueries, type JoinedQueries } from './join-queries';
import type { DatedTask, DepartmentHours, GroupCount } from './task-stats';
import {
  dueBetweenQueryOptions,
  hoursByDepartmentQueryOptions,
  overdueQueryOptions,
  statusCountsQueryOptions,
} from './task-stats-queries';

export const DUE_WINDOW_DAYS = 14;

export interface DeliveryOverview {
  /** YYYY-MM-DD, the day the lists were read for. */
  today: string;
  byStatus: GroupCount[];
  dueSoon: DatedTask[];
  overdue: DatedTask[];
  hoursByDepartment: DepartmentHours[];
}

export function useDeliveryOverview(): JoinedQueries<DeliveryOverview> {
  // Read once per visit, so the lists' window (and their query keys) stays put while the page is open.
  const [today] = useState(() => toIsoDate(new Date()));
  return useQueries({
    queries: [
      statusCountsQueryOptions(),
      dueBetweenQueryOptions(today, addDays(today, DUE_WINDOW_DAYS)),
      overdueQueryOptions(today),
      hoursByDepartmentQueryOptions(),
    ],
    combine: ([byStatus, dueSoon, overdue, hours]) =>
      joinQueries([byStatus, dueSoon, overdue, hours], () =>
        byStatus.data && dueSoon.data && overdue.data && hours.data
          ? {
              today,
              byStatus: byStatus.data,
              dueSoon: dueSoon.data,
              overdue: overdue.data,
              hoursByDepartment: hours.data,
            }
          : undefined,
      ),
  });
}
