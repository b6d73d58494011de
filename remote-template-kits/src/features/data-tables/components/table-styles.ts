// The data tables' body rows are plain <tr>/<td> elements, and their status and priority badges shared-ui's
// plain ones, styled from the table: one style sheet per table instead of a Chakra component per cell and badge, each of
// which computed its styles as its row was drawn (a fast scroll draws about 13 new rows a frame). Theme tokens
// only, so dark mode and RTL follow; the look is that of Chakra's small table and badge.
import { PLAIN_TASK_BADGES_CSS, type BoxProps } from 'shared-ui';

/** Every row's height in a virtual table, fixed (its cells do not wrap), so no row needs measuring. */
export const VIRTUAL_ROW_HEIGHT_PX = 45;

const BODY_CELL = { px: '2', py: '2', textAlign: 'start', borderBottomWidth: '1px' } as const;

export const TABLE_CSS: BoxProps['css'] = {
  '& tbody > tr': { bg: 'bg' },
  '& tbody > tr > td': BODY_CELL,
  ...PLAIN_TASK_BADGES_CSS,
};

/** A virtual table's rows: one fixed height, cells on one line; the empty rows above and below take no padding. */
export const VIRTUAL_TABLE_CSS: BoxProps['css'] = {
  ...TABLE_CSS,
  '& tbody > tr[aria-rowindex]': { height: `${VIRTUAL_ROW_HEIGHT_PX}px` },
  '& tbody > tr > td': { ...BODY_CELL, whiteSpace: 'nowrap' },
  '& tbody > tr[data-part=spacer] > td': { p: '0' },
};
