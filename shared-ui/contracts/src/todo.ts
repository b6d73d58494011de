// The todo demo API's records (docs/demo-api.md: todos and tags), as /api/todo/* sends and takes them.

/** Dates are ISO strings. */
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

export interface TodoTag {
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

/** The editable fields of a todo. */
export type TodoFields = Omit<Todo, 'id' | 'modified'>;

export const TODO_TITLE_MAX = 200;
export const TODO_NOTE_MAX = 5000;
export const TODO_TAG_NAME_MAX = 40;
