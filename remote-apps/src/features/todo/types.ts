// The todo app's own vocabulary; the records themselves (Todo, TodoTag, NewTodo, TodoFields) come from
// tessera-contracts.
import type { Todo, TodoFields } from 'tessera-contracts';

/** Any subset of a todo's editable fields, as sent to `POST /api/todo/update`. */
export type TodoChanges = Partial<TodoFields>;

/** The fields a single toggle button flips. */
export type TodoFlag = 'done' | 'important' | 'starred';

export type StatusFilter = 'all' | 'active' | 'done' | 'important' | 'starred';

export interface TodoFilterState {
  status: StatusFilter;
  /** A tag id, or null for every tag. */
  tagId: number | null;
  query: string;
}

/** What a change that the caller shows its own feedback for resolves to. */
export type Outcome = { ok: true } | { ok: false; message: string };

/** Saving an edit can also fail because someone else saved first: `latest` is their version. */
export type SaveOutcome = { ok: true } | { ok: false; message: string; latest?: Todo };
