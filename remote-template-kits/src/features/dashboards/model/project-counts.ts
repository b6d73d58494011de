import { seriesColor } from '@kits/components/charts/chart-theme';
import type { GroupCount } from '../api/count-tasks-by';
import type { ProjectBoard } from '@kits/api/list-projects';
import type { ChartDatum } from './task-counts';

/** The label of tasks in no project. */
export const NO_PROJECT = 'No project';

/** Tasks per project, by the project's name, most first; tasks in no project last. */
export function projectChartData(counts: readonly GroupCount[], projects: readonly ProjectBoard[]): ChartDatum[] {
  const names = new Map(projects.map((project) => [project.name, project.project_name || project.name]));
  return [...counts]
    .filter((group) => group.count > 0)
    .sort((a, b) => Number(a.value === null) - Number(b.value === null) || b.count - a.count)
    .map((group, index) => ({
      label: group.value === null ? NO_PROJECT : (names.get(group.value) ?? group.value),
      value: group.count,
      color: seriesColor(index),
    }));
}
