// A task's one status on the dashboards (tessera-contracts' board-status rules): its board status where its
// project's board has statuses, else ERPNext's. Until projects and statuses are read (or if they cannot be), every
// task shows ERPNext's status.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { boardStatusesOf, shownStatusOf, type PuxeoStatus, type ShownStatus, type Task } from 'tessera-contracts';
import { boardStatusesQueryOptions } from '@kits/api/list-board-statuses';
import { projectBoardsQueryOptions, type ProjectBoard } from '@kits/api/list-projects';

/** What a task's status is, given every project's board and every board status. */
export type StatusOfTask = (task: Pick<Task, 'status' | 'puxeo_status' | 'project'>) => ShownStatus;

export function statusBook(projects: readonly ProjectBoard[], statuses: readonly PuxeoStatus[]): StatusOfTask {
  const byProject = new Map(projects.map((project) => [project.name, boardStatusesOf(project, statuses)]));
  return (task) => shownStatusOf(task, (task.project && byProject.get(task.project)) || []);
}

const ERPNEXT_STATUS: StatusOfTask = (task) => shownStatusOf(task, []);

export function useTaskStatusBook(): StatusOfTask {
  const [projects, statuses] = useQueries({ queries: [projectBoardsQueryOptions(), boardStatusesQueryOptions()] });
  return useMemo(
    () => (projects.data && statuses.data ? statusBook(projects.data, statuses.data) : ERPNEXT_STATUS),
    [projects.data, statuses.data],
  );
}
