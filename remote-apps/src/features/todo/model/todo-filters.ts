import type { Todo, TodoTag } from 'tessera-contracts';
import type { StatusFilter, TodoFilterState } from '../types';

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'done', label: 'Done' },
  { value: 'important', label: 'Important' },
  { value: 'starred', label: 'Starred' },
];

export const NO_FILTERS: TodoFilterState = { status: 'all', tagId: null, query: '' };

export function matchesStatus(todo: Todo, status: StatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'active':
      return !todo.done;
    case 'done':
      return todo.done;
    case 'important':
      return todo.important;
    case 'starred':
      return todo.starred;
  }
}

/** Case-insensitive match of the trimmed query against the title and the note. */
export function matchesQuery(todo: Todo, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return todo.title.toLocaleLowerCase().includes(needle) || todo.note.toLocaleLowerCase().includes(needle);
}

export function matchesTag(todo: Todo, tagId: number | null): boolean {
  return tagId === null || todo.tag.includes(tagId);
}

/** The tag and search part of the filters, which the status counts also respect. */
function matchesNarrowing(todo: Todo, filters: TodoFilterState): boolean {
  return matchesTag(todo, filters.tagId) && matchesQuery(todo, filters.query);
}

export function filterTodos(todos: Todo[], filters: TodoFilterState): Todo[] {
  return todos.filter((todo) => matchesStatus(todo, filters.status) && matchesNarrowing(todo, filters));
}

/** How many todos each status filter would show, given the current tag and search. */
export function countByStatus(todos: Todo[], filters: TodoFilterState): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: 0, active: 0, done: 0, important: 0, starred: 0 };
  for (const todo of todos) {
    if (!matchesNarrowing(todo, filters)) continue;
    for (const { value } of STATUS_FILTERS) {
      if (matchesStatus(todo, value)) counts[value] += 1;
    }
  }
  return counts;
}

export function isFiltered(filters: TodoFilterState): boolean {
  return filters.status !== 'all' || filters.tagId !== null || filters.query.trim() !== '';
}

/** A tag deleted while it is the active filter would leave an empty list and a blank select: drop it. */
export function withoutUnknownTag(filters: TodoFilterState, tags: TodoTag[]): TodoFilterState {
  const known = filters.tagId === null || tags.some((tag) => tag.id === filters.tagId);
  return known ? filters : { ...filters, tagId: null };
}
