// What moved in the last seven days, for the overview's change line: how many tasks existed before the week began.
// A failure here costs only the change line, not the dashboard.
import { useQuery } from '@tanstack/react-query';
import { toIsoDate } from 'shared-ui';
import { countQueryOptions } from '@kits/api/count-docs';
import { WORK_TASKS } from '@kits/api/task-filters';
import { comparedWindows } from '@kits/model/period-windows';

export interface WeekChanges {
  /** Tasks (not templates) created before this week's first day: the total a week ago. */
  totalBefore: number;
}

/** The count, as query options (the page's prefetch asks for the same). */
export function weekChangesQueryOptions(today: string) {
  const week = comparedWindows(today, 7).current;
  return countQueryOptions('Task', [WORK_TASKS, ['creation', '<', week.from]]);
}

export function useWeekChanges(today: string = toIsoDate(new Date())): WeekChanges | undefined {
  const before = useQuery(weekChangesQueryOptions(today));
  return before.data === undefined ? undefined : { totalBefore: before.data };
}
