// The data tables' body rows are plain <tr>/<td> elements, and their status and priority badges plain spans,
// styled from the table: one style sheet per table instead of a Chakra component per cell and badge, each of
// which computed its styles as its row was drawn (a fast scroll draws about 13 new rows a frame). Theme tokens
// only, so dark mode and RTL follow; the look is that of Chakra's small table and badge.
import { taskPalette, type BoxProps } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';

/** Every row's height in a virtual table, fixed (its cells do not wrap), so no row needs measuring. */
export const VIRTUAL_ROW_HEIGHT_PX = 45;

const BADGE_PALETTES = Object.fromEntries(
  [...TASK_STATUSES, ...TASK_PRIORITIES].map((value) => [
    `& [data-part=badge][data-value="${value}"]`,
    { colorPalette: taskPalette(value) },
  ]),
);

const BODY_CELL = { px: '2', py: '2', textAlign: 'start', borderBottomWidth: '1px' } as const;

export const TABLE_CSS: BoxProps['css'] = {
  '& tbody > tr': { bg: 'bg' },
  '& tbody > tr > td': BODY_CELL,
  '& [data-part=badge]': {
    // Statuses and priorities a customised site added are gray, as taskPalette says.
    colorPalette: 'gray',
    display: 'inline-flex',
    alignItems: 'center',
    px: '1.5',
    minH: '5',
    textStyle: 'xs',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    borderRadius: 'l2',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  '& [data-part=badge][data-variant=outline]': {
    bg: 'transparent',
    boxShadow: 'inset 0 0 0px 1px var(--shadow-color)',
    boxShadowColor: 'colorPalette.border',
  },
  ...BADGE_PALETTES,
};

/** A virtual table's rows: one fixed height, cells on one line; the empty rows above and below take no padding. */
export const VIRTUAL_TABLE_CSS: BoxProps['css'] = {
  ...TABLE_CSS,
  '& tbody > tr[aria-rowindex]': { height: `${VIRTUAL_ROW_HEIGHT_PX}px` },
  '& tbody > tr > td': { ...BODY_CELL, whiteSpace: 'nowrap' },
  '& tbody > tr[data-part=spacer] > td': { p: '0' },
};
