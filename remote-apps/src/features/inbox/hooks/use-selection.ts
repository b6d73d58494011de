import { useState } from 'react';
import {
  selectedShown,
  selectionState,
  toggleAll,
  toggleOne,
  type Selection,
  type SelectionState,
} from '../model/selection';

export interface PageSelection {
  /** The selected messages still shown, in the page's order. */
  ids: number[];
  has: (id: number) => boolean;
  state: SelectionState;
  toggle: (id: number) => void;
  toggleAll: () => void;
  clear: () => void;
}

/**
 * The messages ticked on the page. A selection belongs to one listing (`listingKey`): another folder, search or
 * page starts with none.
 */
export function useSelection(shownIds: readonly number[], listingKey: string): PageSelection {
  const [selection, setSelection] = useState<{ key: string; ids: Selection }>({ key: listingKey, ids: new Set() });
  const current: Selection = selection.key === listingKey ? selection.ids : new Set();
  const set = (ids: Selection) => setSelection({ key: listingKey, ids });
  const ids = selectedShown(current, shownIds);
  return {
    ids,
    has: (id) => ids.includes(id),
    state: selectionState(current, shownIds),
    toggle: (id) => set(toggleOne(current, id)),
    toggleAll: () => set(toggleAll(current, shownIds)),
    clear: () => set(new Set()),
  };
}
