// How a board's column list lays out its cards: the drawn ones in a column with a gap, in the list's flow (only
// the cards near the visible part are drawn; use-card-window), the drop line a dragged card would land at, a dragged card faded.
// The cards' own look is the board's. One style sheet as CSS text under one class, not a Chakra style object per
// list: Chakra walks, resolves and serialises such an object each time a list draws, 20 times for a 20-column
// board. Theme tokens as CSS variables and logical properties, so dark mode and RTL follow.
import { system } from 'shared-ui';
import { CARD_GAP_PX } from './use-card-window';

export const BOARD_LIST_CLASS = 'board-card-list';
/** The list's scrolling element; its size is the board's. */
export const BOARD_SCROLLER_CLASS = 'board-card-scroller';

/** A theme token as a CSS variable; a token the theme does not have is a mistake here, not a missing style. */
function v(path: string): string {
  const value = system.token.var(path);
  if (!value) throw new Error(`board-list-styles: the theme has no token ${path}`);
  return value;
}

// The line where a dragged card would land, in the gap before or after a card (or atop an empty list).
const DROP_LINE = `
  content: "";
  position: absolute;
  inset-inline-start: -4px;
  inset-inline-end: -1px;
  height: ${v('spacing.1')};
  border-radius: ${v('radii.full')};
  background: ${v('colors.colorPalette.solid')};
  pointer-events: none;`;

const l = `.${BOARD_LIST_CLASS}`;

export const BOARD_LIST_CSS_TEXT = `
.${BOARD_SCROLLER_CLASS} { overflow-y: auto; }
${l} { display: flex; flex-direction: column; gap: ${CARD_GAP_PX}px; margin: 0; padding: 0; list-style-type: none; }
${l}[data-drop-empty]::before { ${DROP_LINE} position: static; display: block; }
${l} > li { position: relative; flex-shrink: 0; list-style-type: none; }
${l} > li[draggable=true] { cursor: grab; }
${l} > li[data-dragging] { opacity: 0.4; }
${l} > li[data-drop=before]::before { ${DROP_LINE} top: calc(-0.25rem - 3px); }
${l} > li[data-drop=after]::after { ${DROP_LINE} bottom: calc(-0.25rem - 3px); }
`;
