// Which board the URL names (`/kanban/:space?project=&group=`): its space and project, its columns, the tasks
// to read, and the projects a new task may take. Everything a board needs before it can read its tasks.
import { useCallback, useMemo } from 'react';
import { readableError } from 'shared-auth';
import { useParams, useSearchParamsUpdate } from 'shared-ui';
import {
  type Project,
  type PuxeoStatus,
  type Space,
  type StatusName,
  statusNameKeyOf,
  statusNamesOf,
  statusNameWrite,
  type StatusNameWrite,
  type Task,
} from 'tessera-contracts';
import { ALL_SPACES } from '@projects/paths';
import { useAllStatuses, useTaskStatusBook } from '@projects/workspace/board-status';
import { statusParentOf, useStatuses } from '@projects/workspace/list-statuses';
import { useProjects } from '@projects/workspace/list-projects';
import { useSpaces } from '@projects/workspace/list-spaces';
import { findSpace } from '@projects/workspace/space-projects';
import type { StatusParent } from '@projects/workspace/workspace-keys';
import {
  boardColumns,
  isBoardGrouping,
  type BoardColumn,
  type BoardGrouping,
  type ColumnOf,
} from '../model/board-columns';
import type { BoardTaskFilter } from '../api/board-keys';

export type BoardScopePhase = 'loading' | 'error' | 'space-not-found' | 'project-not-found' | 'ready';

export interface BoardScope {
  phase: BoardScopePhase;
  error: string | null;
  retry: () => void;
  /** The URL's space segment. */
  spaceParam: string;
  isAll: boolean;
  space: Space | null;
  project: Project | null;
  grouping: BoardGrouping;
  setGrouping: (grouping: BoardGrouping) => void;
  setProject: (project: string) => void;
  /** The projects the picker offers: the space's, or every project on the board of every space. */
  projects: Project[];
  columns: BoardColumn[];
  /** What to read; null when nothing needs reading (not ready, or a space without projects). */
  taskFilters: BoardTaskFilter[] | null;
  /** On a space's status board, the space's projects with their own statuses: their tasks fit none of its columns. */
  ownStatusProjects: Project[];
  /** Projects a task added to a column may take; the first is the default. Empty: the task takes none. */
  quickAddProjects: Project[];
  /** On status names (the board of every space), a task's column: its one status's name. */
  columnOf: ColumnOf | undefined;
  /** What a card entering a status name's column writes, or why its board refuses it. */
  statusNameWrite: (task: Pick<Task, 'project'>, column: BoardColumn) => StatusNameWrite;
}

const EMPTY_PROJECTS: Project[] = [];
const EMPTY_STATUSES: PuxeoStatus[] = [];
const EMPTY_NAMES: StatusName[] = [];

export function useBoardScope(): BoardScope {
  const { space: spaceParam = ALL_SPACES } = useParams<{ space: string }>();
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const projectParam = searchParams.get('project') ?? '';
  const groupParam = searchParams.get('group');
  const grouping: BoardGrouping = isBoardGrouping(groupParam) ? groupParam : 'status';
  const isAll = spaceParam === ALL_SPACES;

  const spaces = useSpaces();
  const projectsQuery = useProjects();
  const allProjects = projectsQuery.data;
  const space = isAll ? null : findSpace(spaces.data, spaceParam);
  const projects = useMemo(
    () =>
      isAll ? (allProjects ?? EMPTY_PROJECTS) : (allProjects ?? EMPTY_PROJECTS).filter((p) => p.space === spaceParam),
    [allProjects, isAll, spaceParam],
  );
  const project = projectParam ? (projects.find((candidate) => candidate.name === projectParam) ?? null) : null;

  // A space board's status columns are the space's statuses, or the picked project's own.
  let statusParent: StatusParent | null = null;
  if (!isAll && space && grouping === 'status')
    statusParent = project ? statusParentOf(project) : { space: space.name };
  const statuses = useStatuses(statusParent);
  // The board of every space by status: every board's status names, each task in its own board's.
  const byStatusName = isAll && grouping === 'status';
  const allStatuses = useAllStatuses(byStatusName);
  const statusBook = useTaskStatusBook(byStatusName);

  const boardStatuses = statusParent ? (statuses.data ?? EMPTY_STATUSES) : null;
  const statusNames = useMemo(
    () =>
      byStatusName && spaces.data && allStatuses.data
        ? statusNamesOf(spaces.data, allProjects ?? EMPTY_PROJECTS, allStatuses.data)
        : EMPTY_NAMES,
    [byStatusName, spaces.data, allProjects, allStatuses.data],
  );
  const columns = useMemo(
    () => boardColumns(grouping, boardStatuses, statusNames),
    [grouping, boardStatuses, statusNames],
  );
  const { statusesOf } = statusBook;
  const columnOf = useMemo<ColumnOf | undefined>(
    () => (byStatusName ? (task) => statusNameKeyOf(task, statusesOf(task.project)) : undefined),
    [byStatusName, statusesOf],
  );
  const writeStatusName = useCallback(
    (task: Pick<Task, 'project'>, column: BoardColumn): StatusNameWrite => {
      const name = statusNames.find((candidate) => candidate.key === column.id);
      const label = allProjects?.find((candidate) => candidate.name === task.project)?.project_name ?? null;
      if (!name) return { refusal: `There is no status “${column.label}”` };
      return statusNameWrite(task, statusesOf(task.project), name, label);
    },
    [statusNames, statusesOf, allProjects],
  );

  const spaceStatusBoard = !isAll && grouping === 'status' && !project;
  const ownStatusProjects = useMemo(
    () => (spaceStatusBoard ? projects.filter((candidate) => candidate.is_custom) : EMPTY_PROJECTS),
    [projects, spaceStatusBoard],
  );

  // Stable, so that the memoised columns keep their props when the board's data changes.
  const quickAddProjects = useMemo(
    () => (project ? [project] : isAll ? EMPTY_PROJECTS : projects.filter((p) => !spaceStatusBoard || !p.is_custom)),
    [project, isAll, projects, spaceStatusBoard],
  );

  const setParam = (name: string, value: string) =>
    updateSearchParams(
      (latest) => {
        if (value) latest.set(name, value);
        else latest.delete(name);
        return latest;
      },
      { replace: true },
    );

  const base = {
    spaceParam,
    isAll,
    space: space ?? null,
    project,
    grouping,
    setGrouping: (next: BoardGrouping) => setParam('group', next === 'status' ? '' : next),
    setProject: (next: string) => setParam('project', next),
    projects,
    columns,
    ownStatusProjects,
    quickAddProjects,
    columnOf,
    statusNameWrite: writeStatusName,
  };

  const failed = [spaces, projectsQuery, statuses, allStatuses].find((query) => query.isError);
  if (failed) {
    return {
      ...base,
      phase: 'error',
      error: readableError(failed.error),
      retry: () => {
        for (const query of [spaces, projectsQuery, statuses, allStatuses]) if (query.isError) void query.refetch();
      },
      taskFilters: null,
    };
  }
  const noop = () => undefined;
  if (space === undefined || allProjects === undefined)
    return { ...base, phase: 'loading', error: null, retry: noop, taskFilters: null };
  if (space === null && !isAll)
    return { ...base, phase: 'space-not-found', error: null, retry: noop, taskFilters: null };
  if (projectParam && !project)
    return { ...base, phase: 'project-not-found', error: null, retry: noop, taskFilters: null };
  if ((statusParent && statuses.data === undefined) || (byStatusName && (!statusBook.ready || !spaces.data)))
    return { ...base, phase: 'loading', error: null, retry: noop, taskFilters: null };

  let taskFilters: BoardTaskFilter[] | null = [];
  if (project) taskFilters = [['project', '=', project.name]];
  else if (!isAll) taskFilters = projects.length > 0 ? [['project', 'in', projects.map((p) => p.name)]] : null;
  return { ...base, phase: 'ready', error: null, retry: noop, taskFilters };
}
