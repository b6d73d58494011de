// How far along a set of tasks is: done among the tasks that are work to do, each by its one status (a task on a
// board is done in the board's last status; without a board, in ERPNext's Completed). A cancelled task or a
// template never will be done, so they count neither way.
import { outcomeOf, shownStatusOf, type PuxeoStatus, type Task } from 'tessera-contracts';

export interface Completion {
  done: number;
  /** Tasks that count: all but the cancelled ones and templates. */
  counted: number;
  /** 0..1 */
  ratio: number;
}

/** `statusesOf`: a project's board statuses (none for a project without a board, or until they are read). */
export function completionOf(
  tasks: readonly Task[],
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[],
): Completion {
  let done = 0;
  let counted = 0;
  for (const task of tasks) {
    if (task.status === 'Template') continue;
    const board = statusesOf(task.project);
    const outcome = outcomeOf(shownStatusOf(task, board), board);
    if (outcome === 'cancelled') continue;
    counted += 1;
    if (outcome === 'done') done += 1;
  }
  return { done, counted, ratio: counted > 0 ? done / counted : 0 };
}

/** The share of `all` that `part` makes up, 0..1. */
export function shareOf(part: number, all: number): number {
  return all > 0 ? part / all : 0;
}
