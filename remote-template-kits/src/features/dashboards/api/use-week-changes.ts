// What moved in the last seven days, for the overview's change lines: how many tasks existed before the week began
// and how many were completed in it. A failure here costs only the change lines, not the dashboard.
import { useQueries } from '@tanstack/react-query';
import { toIsoDate } from 'shared-ui';
import { countQueryOptions } from '@kits/api/count-docs';
import { WORK_TASKS } from '@kits/api/task-filters';
import { comparedWindows, withinWindow } from '@kits/model/period-windows';

export interface WeekChanges {
  /** Tasks (not templates) created before this week's first day: the total a week ago. */
  totalBefore: number;
  /** Tasks completed (by `completed_on`) in the last seven days. */
  completedThisWeek: number;
}

/** The two counts, as query options (the page's prefetch asks for the same). */
export function weekChangesQueryOptions(today: string) {
  const week = comparedWindows(today, 7).current;
  return [
    countQueryOptions('Task', [WORK_TASKS, ['creation', '<', week.from]]),
    countQueryOptions('Task', [['status', '=', 'Completed'], ...withinWindow('completed_on', week)]),
  ] as const;
}

export function useWeekChanges(today: string = toIsoDate(new Date())): WeekChanges | undefined {
  const [before, completed] = useQueries({ queries: weekChangesQueryOptions(today) });
  if (before.data === undefined || completed.data === undefined) return undefined;
  return { totalBefore: before.data, completedThisWeek: completed.data };
}
