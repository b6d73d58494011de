// A column's cards are plain elements styled from their list: one style rule set per column instead of a dozen
// styled components per card, which is what lets 2,000 cards draw quickly. Theme tokens only, so dark mode and
// RTL follow; the stripe's data colour and each card's offset (only the cards near the visible part of a column
// are drawn, each at its place in the whole list) are set on each card's style attribute.
import { taskPalette, type BoxProps } from 'shared-ui';
import { TASK_PRIORITIES } from 'tessera-contracts';

const PRIORITY_PALETTES = Object.fromEntries(
  TASK_PRIORITIES.map((priority) => [
    `& [data-part=priority][data-value="${priority}"]`,
    { colorPalette: taskPalette(priority) },
  ]),
);

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

export const CARD_LIST_CSS: BoxProps['css'] = {
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
    bg: 'bg.panel',
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    borderInlineStartColor: 'border.emphasized',
    borderRadius: 'l2',
    boxShadow: 'xs',
    p: '3',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '& > li[draggable=true]': { cursor: 'grab' },
  '& > li[data-dragging]': { opacity: 0.4 },
  '& > li[data-drop=before]::before': { ...DROP_LINE, top: 'calc(-0.25rem - 3px)' },
  '& > li[data-drop=after]::after': { ...DROP_LINE, bottom: 'calc(-0.25rem - 3px)' },
  '& [data-part=subject]': { fontWeight: 'medium', textStyle: 'sm', lineClamp: 3, overflowWrap: 'anywhere' },
  '& [data-part=project]': { textStyle: 'xs', color: 'fg.muted', truncate: true, mt: '1' },
  '& [data-part=meta]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '2' },
  '& [data-part=priority]': {
    colorPalette: 'gray',
    display: 'inline-flex',
    alignItems: 'center',
    px: '1.5',
    minH: '5',
    textStyle: 'xs',
    fontWeight: 'medium',
    borderRadius: 'l1',
    color: 'colorPalette.fg',
    boxShadow: 'inset 0 0 0px 1px var(--shadow-color)',
    boxShadowColor: 'colorPalette.muted',
  },
  ...PRIORITY_PALETTES,
  '& [data-part=due]': { display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'xs', color: 'fg.muted' },
  '& [data-part=due][data-overdue]': { color: 'fg.error' },
  '& [data-part=move]': {
    ms: 'auto',
    px: '2',
    minH: '6',
    textStyle: 'xs',
    fontWeight: 'medium',
    borderRadius: 'l1',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _expanded: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
};
