// The live figures the charts can draw, each one request to the Task API (counted by the server where it can),
// shaped into chart data and cached by TanStack Query under its own key. A task counts under its one status, by
// name, read against the spaces, projects and board statuses the dashboards keep in their queries.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { addDays, colorVar, taskChartColor } from 'shared-ui';
import { TASK_PRIORITIES, type StatusNameScope } from 'tessera-contracts';
import {
  countWorkCombinationsBy,
  type BesideStatusField,
  type CombinationCount,
} from '@kits/api/count-status-combinations';
import { countTasksBy, type TaskGroupCount, type TaskGroupField } from '@kits/api/count-tasks-by';
import { fetchDoneDates } from '@kits/api/done-dates';
import { projectBoardsQueryOptions } from '@kits/api/list-projects';
import { spacesQueryOptions } from '@kits/api/list-spaces';
import { fetchStatusNameScope } from '@kits/api/status-name-scope';
import { fetchCreatedDates } from '@kits/api/task-activity';
import { WORK_TASKS } from '@kits/api/task-filters';
import { seriesColor } from '@kits/components/charts/chart-theme';
import { countPerWeek, weekLabel, weekStarts } from '@kits/model/week-buckets';
import { countPerDay } from '../model/calendar';
import { countsByOne, countsByTwo, type Grouping } from '../model/group-series';
import type { CategoryData, Series } from '../model/series';
import { foldByStatusName, openWork } from '../model/status-name-groups';
import { chartKeys } from './chart-keys';
import { projectSpacesOf } from './project-spaces';
import { fetchProjectTitles, withProjectTitles } from './project-titles';

export type LiveSource =
  | 'tasksByStatus'
  | 'tasksByPriority'
  | 'tasksByDepartment'
  | 'tasksByProject'
  | 'priorityByStatus'
  | 'statusByDepartment'
  | 'tasksBySpace'
  | 'weeklyActivity'
  | 'dailyActivity';

/** How many weeks the over-time charts show, this one included. */
export const ACTIVITY_WEEKS = 12;
/** How many days the day-by-day charts show, today included: a year. */
export const ACTIVITY_DAYS = 365;

const byIndex = (_label: string, index: number) => seriesColor(index);

const PRIORITY: Grouping<'priority'> = {
  field: 'priority',
  name: 'Priority',
  known: TASK_PRIORITIES,
  colorOf: taskChartColor,
};
const DEPARTMENT: Grouping<'department'> = { field: 'department', name: 'Department', colorOf: byIndex };
const PROJECT: Grouping<'project'> = { field: 'project', name: 'Project', colorOf: byIndex };

/** The group of projects outside any space. */
const NO_SPACE = 'No space';

const TASKS: Series = { key: 'tasks', name: 'Tasks', color: seriesColor(0) };
export const CREATED: Series = { key: 'created', name: 'Created', color: seriesColor(0) };
export const COMPLETED: Series = { key: 'completed', name: 'Completed', color: seriesColor(1) };

/** Tasks created and completed per week, over the weeks that start at `starts`. */
export function weeklyActivity(created: readonly string[], completed: readonly string[], starts: readonly string[]) {
  const createdPerWeek = countPerWeek(created, starts);
  const completedPerWeek = countPerWeek(completed, starts);
  const data: CategoryData = {
    categoryName: 'Week starting',
    series: [CREATED, COMPLETED],
    format: 'count',
    rows: starts.map((start, index) => ({
      label: weekLabel(start),
      values: { created: createdPerWeek[index] ?? 0, completed: completedPerWeek[index] ?? 0 },
    })),
  };
  return data;
}

/** Tasks created and completed on each of `days` (YYYY-MM-DD), a row per day labelled with its date. */
export function dailyActivity(created: readonly string[], completed: readonly string[], days: readonly string[]) {
  const createdPerDay = countPerDay(created, days);
  const completedPerDay = countPerDay(completed, days);
  const data: CategoryData = {
    categoryName: 'Day',
    series: [CREATED, COMPLETED],
    format: 'count',
    rows: days.map((day, index) => ({
      label: day,
      values: { created: createdPerDay[index] ?? 0, completed: completedPerDay[index] ?? 0 },
    })),
  };
  return data;
}

// The spaces' colours: palettes no status takes, so a space never reads as a status beside them.
const SPACE_PALETTES = ['teal', 'orange', 'pink', 'cyan'] as const;
const spaceColor = (index: number) => colorVar(`${SPACE_PALETTES[index % SPACE_PALETTES.length]}.solid`);

/** Tasks by project and status name, each project in its space (the spaces coloured in turn, their projects alike). */
export function tasksBySpace(
  groups: GroupCounts,
  statusNames: Grouping<'status'>,
  titles: ReadonlyMap<string, string>,
  spaces: ReadonlyMap<string, string>,
) {
  const spaceOfTitle = new Map([...spaces].map(([project, space]) => [titles.get(project) ?? project, space]));
  const data = countsByTwo(withProjectTitles(groups, titles), PROJECT, statusNames);
  const spaceNames = [...new Set(data.rows.map((row) => spaceOfTitle.get(row.label) ?? NO_SPACE))];
  const rows = data.rows.map((row) => {
    const group = spaceOfTitle.get(row.label) ?? NO_SPACE;
    return { ...row, group, color: spaceColor(spaceNames.indexOf(group)) };
  });
  // Grouped by space, in the order the spaces first come.
  rows.sort((a, b) => spaceNames.indexOf(a.group) - spaceNames.indexOf(b.group));
  return { ...data, groupName: 'Space', rows };
}

type GroupCounts = readonly TaskGroupCount<TaskGroupField>[];

/** The figures counted by one field, or more. */
const COUNTED: Record<
  'tasksByPriority' | 'tasksByDepartment' | 'tasksByProject',
  { fields: TaskGroupField[]; shape: (groups: GroupCounts) => CategoryData; byProjectName?: boolean }
> = {
  tasksByPriority: { fields: ['priority'], shape: (groups) => countsByOne(groups, PRIORITY, TASKS) },
  tasksByDepartment: { fields: ['department'], shape: (groups) => countsByOne(groups, DEPARTMENT, TASKS) },
  tasksByProject: { fields: ['project'], shape: (groups) => countsByOne(groups, PROJECT, TASKS), byProjectName: true },
};

/** Picks the combinations a figure counts (openWork), against every board. */
type CountedCombinations = (
  counts: CombinationCount<BesideStatusField>[],
  scope: StatusNameScope,
) => CombinationCount<BesideStatusField>[];

/**
 * The figures counted by status name (tasksBySpace aside): each one count grouped by the fields beside and the
 * status combination, folded by name; `counted` picks the combinations it counts.
 */
const BY_STATUS_NAME: Record<
  'tasksByStatus' | 'priorityByStatus' | 'statusByDepartment',
  {
    fields: BesideStatusField[];
    counted?: CountedCombinations;
    shape: (groups: GroupCounts, statusNames: Grouping<'status'>) => CategoryData;
  }
> = {
  tasksByStatus: { fields: [], shape: (groups, statusNames) => countsByOne(groups, statusNames, TASKS) },
  priorityByStatus: {
    fields: ['priority'],
    shape: (groups, statusNames) => countsByTwo(groups, statusNames, PRIORITY),
  },
  // Only the names of unfinished work as series: done and cancelled work is not open.
  statusByDepartment: {
    fields: ['department'],
    counted: openWork,
    shape: (groups, statusNames) => countsByTwo(groups, DEPARTMENT, statusNames),
  },
};

interface ChartContext {
  client: QueryClient;
  signal: AbortSignal;
}

function chartQuery(queryKey: readonly unknown[], load: (context: ChartContext) => Promise<CategoryData>) {
  return queryOptions({ queryKey, queryFn: ({ client, signal }) => load({ client, signal }) });
}

/** Work tasks created, and tasks done (by their one status), on or after `from` (YYYY-MM-DD). */
async function fetchActivity({ client, signal }: ChartContext, from: string) {
  const [created, completed] = await Promise.all([
    fetchCreatedDates(from, signal),
    fetchDoneDates(client, from, signal),
  ]);
  return { created, completed };
}

/** Work tasks counted by `fields` and by status name (of the combinations `counted` keeps, where given). */
async function countByStatusName(
  { client, signal }: ChartContext,
  fields: BesideStatusField[],
  counted?: CountedCombinations,
) {
  const [counts, scope] = await Promise.all([countWorkCombinationsBy(fields, signal), fetchStatusNameScope(client)]);
  return foldByStatusName(counted ? counted(counts, scope) : counts, scope);
}

/** The query of a live figure; `today` (YYYY-MM-DD) places the over-time window. */
export function liveSourceQuery(source: LiveSource, today: string) {
  if (source === 'weeklyActivity') {
    const starts = weekStarts(today, ACTIVITY_WEEKS);
    const from = starts[0] ?? today;
    return chartQuery(chartKeys.activity(from), async (context) => {
      const activity = await fetchActivity(context, from);
      return weeklyActivity(activity.created, activity.completed, starts);
    });
  }
  if (source === 'dailyActivity') {
    const from = addDays(today, 1 - ACTIVITY_DAYS);
    const days = Array.from({ length: ACTIVITY_DAYS }, (_, index) => addDays(from, index));
    return chartQuery(chartKeys.daily(from), async (context) => {
      const activity = await fetchActivity(context, from);
      return dailyActivity(activity.created, activity.completed, days);
    });
  }
  if (source === 'tasksBySpace') {
    return chartQuery(chartKeys.byStatusName(source), async (context) => {
      const [{ groups, statusNames }, projects, spaces] = await Promise.all([
        countByStatusName(context, []),
        context.client.fetchQuery(projectBoardsQueryOptions()),
        context.client.fetchQuery(spacesQueryOptions()),
      ]);
      const titles = new Map(projects.map((project) => [project.name, project.project_name || project.name]));
      return tasksBySpace(groups, statusNames, titles, projectSpacesOf(projects, spaces));
    });
  }
  if (source === 'tasksByStatus' || source === 'priorityByStatus' || source === 'statusByDepartment') {
    const { fields, counted, shape } = BY_STATUS_NAME[source];
    return chartQuery(chartKeys.byStatusName(source), async (context) => {
      const { groups, statusNames } = await countByStatusName(context, fields, counted);
      return shape(groups, statusNames);
    });
  }
  const { fields, shape, byProjectName } = COUNTED[source];
  return chartQuery(chartKeys.counts(fields), async ({ signal }) => {
    const [groups, titles] = await Promise.all([
      countTasksBy(fields, signal, [WORK_TASKS]),
      byProjectName ? fetchProjectTitles(signal) : undefined,
    ]);
    return shape(titles ? withProjectTitles(groups, titles) : groups);
  });
}
