// The messages ticked on the page, for the bulk actions. Only what the page shows can be selected: "select all"
// means all on this page, and a message that left the page (deleted, moved by a refresh) is no longer selected.
export type Selection = ReadonlySet<number>;

export type SelectionState = 'none' | 'some' | 'all';

export function toggleOne(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects every shown message, or, when they all are already, none. */
export function toggleAll(selection: Selection, shownIds: readonly number[]): Selection {
  return selectionState(selection, shownIds) === 'all' ? new Set() : new Set(shownIds);
}

export function selectionState(selection: Selection, shownIds: readonly number[]): SelectionState {
  const count = shownIds.filter((id) => selection.has(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/** The selected messages still shown, in the page's order. */
export function selectedShown(selection: Selection, shownIds: readonly number[]): number[] {
  return shownIds.filter((id) => selection.has(id));
}
