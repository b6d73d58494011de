// How a board's column list lays out its cards: each drawn card placed at its offset in the whole column (only
// the cards near the visible part are drawn), the drop line a dragged card would land at, a dragged card faded.
// The cards' own look is the board's. Theme tokens only, so dark mode and RTL follow.
import type { SystemStyleObject } from 'shared-ui';

// The line where a dragged card would land, in the gap before or after a card (or atop an empty list).
const DROP_LINE = {
  content: '""',
  position: 'absolute',
  insetInlineStart: '-4px',
  insetInlineEnd: '-1px',
  h: '1',
  borderRadius: 'full',
  bg: 'colorPalette.solid',
  pointerEvents: 'none',
} as const;

export const BOARD_LIST_CSS: SystemStyleObject = {
  position: 'relative',
  m: '0',
  p: '0',
  listStyleType: 'none',
  '&[data-drop-empty]::before': { ...DROP_LINE, position: 'static', display: 'block' },
  '& > li[data-card-name]': {
    position: 'absolute',
    top: '0',
    insetInlineStart: '0',
    w: 'full',
    listStyleType: 'none',
  },
  '& > li[draggable=true]': { cursor: 'grab' },
  '& > li[data-dragging]': { opacity: 0.4 },
  '& > li[data-drop=before]::before': { ...DROP_LINE, top: 'calc(-0.25rem - 3px)' },
  '& > li[data-drop=after]::after': { ...DROP_LINE, bottom: 'calc(-0.25rem - 3px)' },
};
