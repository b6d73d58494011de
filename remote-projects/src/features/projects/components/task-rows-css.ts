// The look of the task table's rows (and of its groups' headings and footers), as one style sheet on the table: a list shows hundreds of rows, and a
// Chakra component per cell, subject and badge had its styles resolved and hashed one by one as the list
// rendered (most of the first screen's render time). The rows are plain elements with these class names; they
// look as Chakra's table cells (size sm, line variant) and badges do.
import { PLAIN_AVATARS_CSS, PLAIN_TASK_BADGES_CSS, type SystemStyleObject } from 'shared-ui';
import { TASK_GROUP_CSS } from './task-group-css';

export const TASK_ROWS_CSS: SystemStyleObject = {
  '& tr.task-row, & tr.task-extra-row': { bg: 'bg' },
  '& tr.task-group-row': { bg: 'bg.muted' },
  '& th.task-group-heading': {
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    fontWeight: 'medium',
    textAlign: 'start',
    color: 'fg',
  },
  '& tr.task-row[aria-selected=true]': { bg: 'colorPalette.subtle' },
  '& td.task-cell': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' },
  '& td.task-cell[data-numeric]': { textAlign: 'end' },
  '& td.task-add-cell': { py: '1' },
  '& td.task-select-cell': { width: '10' },
  '& td.task-subject-cell': { minW: '48', maxW: 'md', whiteSpace: 'normal' },
  '& .task-subject': {
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg',
    cursor: 'pointer',
    borderRadius: 'l1',
    _hover: { textDecoration: 'underline', color: 'colorPalette.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .task-mono': { fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' },
  ...PLAIN_TASK_BADGES_CSS,
  ...PLAIN_AVATARS_CSS,
  ...TASK_GROUP_CSS,
};
