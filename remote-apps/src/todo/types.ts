/** A todo as the demo API returns it. Dates are ISO strings; an empty string means "no date". */
export interface Todo {
  id: number;
  title: string;
  note: string;
  important: boolean;
  starred: boolean;
  done: boolean;
  read: boolean;
  selected: boolean;
  startDate: string;
  dueDate: string;
  /** Ids of the todo's tags. */
  tag: number[];
  /** The server's version of the todo; an update based on an older one is refused (417 TimestampMismatchError). */
  modified: string;
}

export interface Tag {
  id: number;
  name: string;
}

/** The body of `POST /api/todo/add`. */
export interface NewTodo {
  title: string;
  note?: string;
  important?: boolean;
  starred?: boolean;
  done?: boolean;
  startDate?: string;
  dueDate?: string;
  tag?: number[];
}

/** Any subset of a todo's editable fields, as sent to `POST /api/todo/update`. */
export type TodoChanges = Partial<Omit<Todo, 'id' | 'modified'>>;

/** The fields a single toggle button flips. */
export type TodoFlag = 'done' | 'important' | 'starred';

export type StatusFilter = 'all' | 'active' | 'done' | 'important' | 'starred';

export interface TodoFilterState {
  status: StatusFilter;
  /** A tag id, or null for every tag. */
  tagId: number | null;
  query: string;
}

/** What a mutation that the caller shows its own feedback for resolves to. */
export type Outcome = { ok: true } | { ok: false; message: string };

/** Saving an edit can also fail because someone else saved first: `latest` is their version. */
export type SaveOutcome = { ok: true } | { ok: false; message: string; latest?: Todo };
