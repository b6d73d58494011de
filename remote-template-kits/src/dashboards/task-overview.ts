// The data of the overview dashboard (v1): task counts by status and by priority.
import { fetchPriorityCounts, fetchStatusCounts, type GroupCount } from './task-stats-api';

export interface TaskOverview {
  byStatus: GroupCount[];
  byPriority: GroupCount[];
}

export async function fetchTaskOverview(signal: AbortSignal): Promise<TaskOverview> {
  const [byStatus, byPriority] = await Promise.all([fetchStatusCounts(signal), fetchPriorityCounts(signal)]);
  return { byStatus, byPriority };
}
