// A column's cards are plain elements styled from their list: one style rule set per column instead of a dozen
// styled components per card, which is what lets 2,000 cards draw quickly. Theme tokens only, so dark mode and
// RTL follow; the stripe's data colour is set on each card's style attribute. Where each card is placed, the
// drop line and a dragged card's look are the board engine's (shared-ui/board).
import { PLAIN_AVATARS_CSS, taskPalette, type SystemStyleObject } from 'shared-ui';
import { BOARD_LIST_CLASS, BOARD_SCROLLER_CLASS } from 'shared-ui/board';
import { TASK_PRIORITIES } from 'tessera-contracts';

const PRIORITY_PALETTES = Object.fromEntries(
  TASK_PRIORITIES.map((priority) => [
    `& [data-part=priority][data-value="${priority}"]`,
    { colorPalette: taskPalette(priority) },
  ]),
);

const CARD_CSS: SystemStyleObject = {
  '& > li[data-card-name]': {
    bg: 'bg.panel',
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    borderInlineStartColor: 'border.emphasized',
    borderRadius: 'l2',
    boxShadow: 'xs',
    p: '3',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
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
  ...PLAIN_AVATARS_CSS,
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

/** The column's card list (shared-ui/board), for the column: the list fills the column, the cards' look. */
export const CARD_LIST_CSS: SystemStyleObject = {
  [`& .${BOARD_SCROLLER_CLASS}`]: { flex: '1', minH: '16', pe: '1' },
  [`& .${BOARD_LIST_CLASS}`]: CARD_CSS,
};
