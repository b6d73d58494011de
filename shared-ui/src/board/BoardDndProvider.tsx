import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

/**
 * The one drag and drop context of a board. The HTML5 backend listens on the window, and a window takes one: the
 * boards draw theirs through this, and never import react-dnd themselves.
 */
export function BoardDndProvider({ children }: { children: ReactNode }) {
  return <DndProvider backend={HTML5Backend}>{children}</DndProvider>;
}
