// The live figures the charts can draw, each one request to the Task API (counted by the server where it can),
// shaped into chart data and cached by TanStack Query under its own key.
import { queryOptions } from '@tanstack/react-query';
import { addDays, colorVar, taskChartColor } from 'shared-ui';
import { TASK_PRIORITIES } from 'tessera-contracts';
import { countTasksBy, type TaskGroupCount, type TaskGroupField } from '@kits/api/count-tasks-by';
import { WORK_STATUSES, WORK_TASKS } from '@kits/api/task-filters';
import { seriesColor } from '@kits/components/charts/chart-theme';
import { countsByOne, countsByTwo, type Grouping } from '../model/group-series';
import type { CategoryData, Series } from '../model/series';
import { fetchTaskActivity } from '@kits/api/task-activity';
import { countPerWeek, weekLabel, weekStarts } from '@kits/model/week-buckets';
import { countPerDay } from '../model/calendar';
import { chartKeys } from './chart-keys';
import { fetchProjectSpaces } from './project-spaces';
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

const STATUS: Grouping<'status'> = { field: 'status', name: 'Status', known: WORK_STATUSES, colorOf: taskChartColor };
const PRIORITY: Grouping<'priority'> = {
  field: 'priority',
  name: 'Priority',
  known: TASK_PRIORITIES,
  colorOf: taskChartColor,
};
const DEPARTMENT: Grouping<'department'> = { field: 'department', name: 'Department', colorOf: byIndex };
const PROJECT: Grouping<'project'> = { field: 'project', name: 'Project', colorOf: byIndex };
// Only the statuses of live work as series: Cancelled would draw one more grey.
const OPEN_WORK: Grouping<'status'> = { ...STATUS, known: ['Open', 'Working', 'Pending Review', 'Overdue'] };

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

/** Tasks by project and status, each project in its space (the spaces coloured in turn, their projects alike). */
export function tasksBySpace(
  groups: GroupCounts,
  titles: ReadonlyMap<string, string>,
  spaces: ReadonlyMap<string, string>,
) {
  const spaceOfTitle = new Map([...spaces].map(([project, space]) => [titles.get(project) ?? project, space]));
  const data = countsByTwo(withProjectTitles(groups, titles), PROJECT, STATUS);
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

/** The counted figures: the fields grouped by, and how the counts become chart data. */
const COUNTED: Record<
  Exclude<LiveSource, 'weeklyActivity' | 'dailyActivity' | 'tasksBySpace'>,
  { fields: TaskGroupField[]; shape: (groups: GroupCounts) => CategoryData; byProjectName?: boolean }
> = {
  tasksByStatus: { fields: ['status'], shape: (groups) => countsByOne(groups, STATUS, TASKS) },
  tasksByPriority: { fields: ['priority'], shape: (groups) => countsByOne(groups, PRIORITY, TASKS) },
  tasksByDepartment: { fields: ['department'], shape: (groups) => countsByOne(groups, DEPARTMENT, TASKS) },
  tasksByProject: { fields: ['project'], shape: (groups) => countsByOne(groups, PROJECT, TASKS), byProjectName: true },
  priorityByStatus: { fields: ['priority', 'status'], shape: (groups) => countsByTwo(groups, STATUS, PRIORITY) },
  statusByDepartment: {
    fields: ['department', 'status'],
    shape: (groups) =>
      countsByTwo(
        groups.filter((group) => OPEN_WORK.known?.includes(group.values.status ?? '')),
        DEPARTMENT,
        OPEN_WORK,
      ),
  },
};

function chartQuery(queryKey: readonly unknown[], load: (signal: AbortSignal) => Promise<CategoryData>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => load(signal) });
}

/** The query of a live figure; `today` (YYYY-MM-DD) places the over-time window. */
export function liveSourceQuery(source: LiveSource, today: string) {
  if (source === 'weeklyActivity') {
    const starts = weekStarts(today, ACTIVITY_WEEKS);
    const from = starts[0] ?? today;
    return chartQuery(chartKeys.activity(from), async (signal) => {
      const activity = await fetchTaskActivity(from, signal);
      return weeklyActivity(activity.created, activity.completed, starts);
    });
  }
  if (source === 'dailyActivity') {
    const from = addDays(today, 1 - ACTIVITY_DAYS);
    const days = Array.from({ length: ACTIVITY_DAYS }, (_, index) => addDays(from, index));
    return chartQuery(chartKeys.daily(from), async (signal) => {
      const activity = await fetchTaskActivity(from, signal);
      return dailyActivity(activity.created, activity.completed, days);
    });
  }
  if (source === 'tasksBySpace') {
    const fields: TaskGroupField[] = ['project', 'status'];
    return chartQuery(chartKeys.bySpace(), async (signal) => {
      const [groups, titles, spaces] = await Promise.all([
        countTasksBy(fields, signal, [WORK_TASKS]),
        fetchProjectTitles(signal),
        fetchProjectSpaces(signal),
      ]);
      return tasksBySpace(groups, titles, spaces);
    });
  }
  const { fields, shape, byProjectName } = COUNTED[source];
  return chartQuery(chartKeys.counts(fields), async (signal) => {
    const [groups, titles] = await Promise.all([
      countTasksBy(fields, signal, [WORK_TASKS]),
      byProjectName ? fetchProjectTitles(signal) : undefined,
    ]);
    return shape(titles ? withProjectTitles(groups, titles) : groups);
  });
}
