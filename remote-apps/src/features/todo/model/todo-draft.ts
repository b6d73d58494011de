// The editor's form values and how they become API bodies. Kept apart from the dialog so the rules are plain
// functions: validation, the add body, and the minimal set of changes for an update.
import { object, string } from 'yup';
import { TODO_TITLE_MAX, type NewTodo, type Todo } from 'tessera-contracts';
import type { TodoChanges } from '../types';
import { fromDayValue, toDayValue } from './todo-dates';

export interface TodoDraft {
  title: string;
  note: string;
  /** Date inputs' values, "YYYY-MM-DD" or ''. */
  startDay: string;
  dueDay: string;
  tag: number[];
  important: boolean;
  starred: boolean;
  done: boolean;
}

export function draftFromTodo(todo: Todo | null): TodoDraft {
  if (!todo) {
    return { title: '', note: '', startDay: '', dueDay: '', tag: [], important: false, starred: false, done: false };
  }
  return {
    title: todo.title,
    note: todo.note,
    startDay: toDayValue(todo.startDate),
    dueDay: toDayValue(todo.dueDate),
    tag: [...todo.tag],
    important: todo.important,
    starred: todo.starred,
    done: todo.done,
  };
}

/** The editor's rules: a title (counted once trimmed), and a due date not before the start date. */
export const todoDraftSchema = object({
  title: string()
    .trim()
    .required('Enter a title.')
    .max(TODO_TITLE_MAX, ({ value }: { value: string }) => {
      return `Keep the title to ${TODO_TITLE_MAX} characters or fewer (it has ${value.length}).`;
    }),
  // "YYYY-MM-DD" strings compare as the days they name.
  dueDay: string().test('not-before-start', 'The due date cannot be before the start date.', (dueDay, context) => {
    const startDay: unknown = context.parent.startDay;
    return !dueDay || typeof startDay !== 'string' || !startDay || dueDay >= startDay;
  }),
});

/** The add body: trimmed text, and dates only when set. */
export function toNewTodo(draft: TodoDraft): NewTodo {
  const input: NewTodo = {
    title: draft.title.trim(),
    note: draft.note.trim(),
    important: draft.important,
    starred: draft.starred,
    done: draft.done,
    tag: draft.tag,
  };
  const startDate = fromDayValue(draft.startDay);
  const dueDate = fromDayValue(draft.dueDay);
  if (startDate) input.startDate = startDate;
  if (dueDate) input.dueDate = dueDate;
  return input;
}

function sameIds(a: number[], b: number[]): boolean {
  const inA = new Set(a);
  return a.length === b.length && b.every((id) => inA.has(id));
}

/** Only what the user changed, so an edit never overwrites a field it did not touch. A cleared date is sent as ''. */
export function changesFromDraft(todo: Todo, draft: TodoDraft): TodoChanges {
  const changes: TodoChanges = {};
  const title = draft.title.trim();
  const note = draft.note.trim();
  if (title !== todo.title) changes.title = title;
  if (note !== todo.note) changes.note = note;
  if (draft.startDay !== toDayValue(todo.startDate)) changes.startDate = fromDayValue(draft.startDay);
  if (draft.dueDay !== toDayValue(todo.dueDate)) changes.dueDate = fromDayValue(draft.dueDay);
  if (!sameIds(draft.tag, todo.tag)) changes.tag = draft.tag;
  if (draft.important !== todo.important) changes.important = draft.important;
  if (draft.starred !== todo.starred) changes.starred = draft.starred;
  if (draft.done !== todo.done) changes.done = draft.done;
  return changes;
}
