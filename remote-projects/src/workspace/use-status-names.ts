// The status names of every board (status-names.ts) with what each task's is, for the views over every space.
import { useMemo } from 'react';
import { type StatusName, statusNameKeyOf, statusNamesOf, type Task } from 'tessera-contracts';
import { useAllStatuses, useTaskStatusBook, type TaskStatusBook } from './board-status';
import { useProjects } from './list-projects';
import { useSpaces } from './list-spaces';

export interface StatusNameBook extends TaskStatusBook {
  /** Every board's status names, then ERPNext's; none until spaces, projects and statuses are read. */
  names: readonly StatusName[];
  /** The name key of a task's one status; null for a task without a board that has no status. */
  keyOf: (task: Pick<Task, 'project' | 'status' | 'puxeo_status'>) => string | null;
}

const NO_NAMES: readonly StatusName[] = [];

export function useStatusNameBook(enabled = true): StatusNameBook {
  const spaces = useSpaces();
  const projects = useProjects();
  const statuses = useAllStatuses(enabled);
  const book = useTaskStatusBook(enabled);
  return useMemo(() => {
    const ready = book.ready && spaces.data !== undefined;
    const { statusesOf } = book;
    return {
      ready,
      statusesOf,
      names:
        ready && spaces.data && projects.data && statuses.data
          ? statusNamesOf(spaces.data, projects.data, statuses.data)
          : NO_NAMES,
      keyOf: (task) => statusNameKeyOf(task, statusesOf(task.project)),
    };
  }, [book, spaces.data, projects.data, statuses.data]);
}
