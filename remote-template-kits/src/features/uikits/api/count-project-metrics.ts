// The project figures behind the metric cards, each one Frappe get_count on what the signed-in user may read.
import { queryOptions } from '@tanstack/react-query';
import { countDocs } from 'shared-auth';
import { uikitsKeys } from './uikits-keys';

export interface ProjectMetrics {
  total: number;
  /** Projects whose status is Open. */
  active: number;
}

export async function fetchProjectMetrics(signal?: AbortSignal): Promise<ProjectMetrics> {
  const [total, active] = await Promise.all([
    countDocs('Project', undefined, signal),
    countDocs('Project', [['status', '=', 'Open']], signal),
  ]);
  return { total, active };
}

export function projectMetricsQueryOptions() {
  return queryOptions({ queryKey: uikitsKeys.projectMetrics(), queryFn: ({ signal }) => fetchProjectMetrics(signal) });
}
