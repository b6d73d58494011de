// How far along a set of tasks is: Completed among the tasks that are work to do (a Cancelled task or a
// Template never will be done, so they count neither way).
import type { Task } from 'tessera-contracts';

export interface Completion {
  done: number;
  /** Tasks that count: all but Cancelled and Template. */
  counted: number;
  /** 0..1 */
  ratio: number;
}

const NOT_WORK = new Set(['Cancelled', 'Template']);

export function completionOf(tasks: readonly Task[]): Completion {
  const counted = tasks.filter((task) => !NOT_WORK.has(task.status ?? ''));
  const done = counted.filter((task) => task.status === 'Completed').length;
  return { done, counted: counted.length, ratio: counted.length > 0 ? done / counted.length : 0 };
}

/** The share of `all` that `part` makes up, 0..1. */
export function shareOf(part: number, all: number): number {
  return all > 0 ? part / all : 0;
}
