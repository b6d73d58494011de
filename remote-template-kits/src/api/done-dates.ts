// When the tasks done now were done, for the overview's completion trend (the day counted by the caller). A board
// keeps no date of a task reaching its done status, so a board task counts at its last change (`modified`), which
// is no earlier than its move to done; a task without a board at ERPNext's `completed_on`, set from some forms
// only, else at its last change. Either way a task last changed before `from` was done before it, so only tasks
// changed since are read: one list request per plan of done tasks (tessera-contracts' doneTaskPlans).
import type { QueryClient } from '@tanstack/react-query';
import { dateSpanFilters } from 'shared-auth';
import { doneTaskPlans, narrowPlan } from 'tessera-contracts';
import { fetchBoardsOfProjects } from './project-boards';
import { listPlanned } from './planned-tasks';

interface DoneRow {
  project?: string | null;
  completed_on?: string | null;
  modified: string;
}

/** The dates the done work tasks last changed on or after `from` (YYYY-MM-DD) were done. */
export async function fetchDoneDates(client: QueryClient, from: string, signal?: AbortSignal): Promise<string[]> {
  const boards = await fetchBoardsOfProjects(client);
  const since = dateSpanFilters('modified', { from });
  const pages = await Promise.all(
    doneTaskPlans(boards).map((plan) =>
      listPlanned<DoneRow>(
        narrowPlan(plan, since),
        { fields: ['project', 'completed_on', 'modified'], limit: 0 },
        signal,
      ),
    ),
  );
  return pages
    .flat()
    .map((task) => (task.project && boards.has(task.project) ? task.modified : task.completed_on || task.modified));
}
