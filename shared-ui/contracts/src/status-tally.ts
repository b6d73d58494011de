// What the dashboards count of every task's one status: a count per status name, as the list of every space
// groups them (status-names.ts), and how many tasks are done or cancelled. A board runs from work not started to
// work done, so its done status is its last (by position), on a board of two statuses or more; a task without a
// board is done when ERPNext's status is Completed, and Cancelled (ERPNext's) is neither open nor planned.
import { shownStatusOf, type ShownStatus } from './board-status';
import {
  countByStatusName,
  type ProjectBoards,
  type StatusCombination,
  type StatusNameTotal,
} from './status-name-plan';
import type { StatusName } from './status-names';
import type { PuxeoStatus } from './workspace';

/** A board's done status: its last, on a board of two statuses or more; null for none. */
export function doneStatusOf(boardStatuses: readonly PuxeoStatus[]): PuxeoStatus | null {
  return boardStatuses.length >= 2 ? (boardStatuses[boardStatuses.length - 1] ?? null) : null;
}

export type StatusOutcome = 'open' | 'done' | 'cancelled';

/** Whether a task's one status (shownStatusOf, on `boardStatuses`) is work left, work done or work dropped. */
export function outcomeOf(shown: ShownStatus, boardStatuses: readonly PuxeoStatus[]): StatusOutcome {
  if (shown.kind === 'board') return shown.status.name === doneStatusOf(boardStatuses)?.name ? 'done' : 'open';
  if (shown.value === 'Completed') return 'done';
  return shown.value === 'Cancelled' ? 'cancelled' : 'open';
}

/** Whether the tasks of one combination (a row of the count by STATUS_COMBINATION_FIELDS) are open, done or dropped. */
export function combinationOutcome(boards: ProjectBoards, combination: StatusCombination): StatusOutcome {
  const board = (combination.project ? boards.get(combination.project) : undefined) ?? [];
  return outcomeOf(
    shownStatusOf({ status: combination.status ?? '', puxeo_status: combination.puxeoStatus }, board),
    board,
  );
}

export interface StatusTally {
  /** Each status name with tasks, in the list's order, with its count. */
  byName: StatusNameTotal[];
  total: number;
  done: number;
  cancelled: number;
}

export function tallyStatuses(
  names: readonly StatusName[],
  boards: ProjectBoards,
  combinations: readonly StatusCombination[],
): StatusTally {
  const tally: StatusTally = {
    byName: countByStatusName(names, boards, combinations),
    total: 0,
    done: 0,
    cancelled: 0,
  };
  for (const combination of combinations) {
    const outcome = combinationOutcome(boards, combination);
    tally.total += combination.count;
    if (outcome === 'done') tally.done += combination.count;
    if (outcome === 'cancelled') tally.cancelled += combination.count;
  }
  return tally;
}
