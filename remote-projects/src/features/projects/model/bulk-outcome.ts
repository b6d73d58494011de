// What a change made to many tasks at once came to: each task is written on its own, so some may be refused
// while the others go through. The user is told which and why, never left to guess.
import type { Task } from 'tessera-contracts';

export interface BulkFailure {
  task: Task;
  reason: string;
}

export interface BulkOutcome {
  total: number;
  done: string[];
  failed: BulkFailure[];
}

/** "2 of 5 tasks could not be changed: “A” (reason); “B” (reason)". */
export function bulkFailureText(outcome: BulkOutcome, verb: 'changed' | 'deleted'): string {
  const noun = outcome.total === 1 ? 'task' : 'tasks';
  const reasons = outcome.failed.map(({ task, reason }) => `“${task.subject}” (${reason})`).join('; ');
  return `${outcome.failed.length} of ${outcome.total} ${noun} could not be ${verb}: ${reasons}`;
}
