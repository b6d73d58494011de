// The data of the delivery dashboard (v2): what is due soon, what is late, the hours left, the completion rate.
import { addDays, toIsoDate } from '../common/dates';
import {
  fetchOverdueTasks,
  fetchStatusCounts,
  fetchTasksDueBetween,
  fetchUnfinishedHoursByDepartment,
  type DatedTask,
  type DepartmentHours,
  type GroupCount,
} from './task-stats-api';

export const DUE_WINDOW_DAYS = 14;

export interface DeliveryOverview {
  /** YYYY-MM-DD, the day the data was read for. */
  today: string;
  byStatus: GroupCount[];
  dueSoon: DatedTask[];
  overdue: DatedTask[];
  hoursByDepartment: DepartmentHours[];
}

export async function fetchDeliveryOverview(signal: AbortSignal): Promise<DeliveryOverview> {
  const today = toIsoDate(new Date());
  const [byStatus, dueSoon, overdue, hoursByDepartment] = await Promise.all([
    fetchStatusCounts(signal),
    fetchTasksDueBetween(today, addDays(today, DUE_WINDOW_DAYS), signal),
    fetchOverdueTasks(today, signal),
    fetchUnfinishedHoursByDepartment(signal),
  ]);
  return { today, byStatus, dueSoon, overdue, hoursByDepartment };
}
