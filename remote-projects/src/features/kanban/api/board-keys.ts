// The board's query keys, under the Task doctype's key so a task written anywhere refreshes the board.
import { resourceKey } from 'shared-auth';

/** A Frappe list filter: `[field, operator, value]`. */
export type BoardTaskFilter = [string, string, unknown];

export const boardKeys = {
  all: [...resourceKey('Task'), 'kanban'] as const,
  /** Null: a board with nothing to read (a space without projects), kept apart from the board of every task. */
  tasks: (filters: BoardTaskFilter[] | null) => [...boardKeys.all, 'tasks', filters] as const,
};

export type BoardTasksKey = ReturnType<typeof boardKeys.tasks>;
