import type { SortingState } from '@tanstack/react-table';

/** The sort in words, for the line above a table that screen readers hear when it changes. */
export function describeSorting(sorting: SortingState, labelOf: (columnId: string) => string): string {
  if (sorting.length === 0) return 'Not sorted.';
  const keys = sorting.map((key) => `${labelOf(key.id)} ${key.desc ? 'descending' : 'ascending'}`);
  return `Sorted by ${keys.join(', then ')}.`;
}
