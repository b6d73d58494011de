// The look of a task group's heading ("Working 58", folding the group) and of "Show more" under its rows, as one
// style sheet on the list (the table, or the cards on a phone): a list draws several groups at once, and a
// Chakra component per part had its styles resolved and hashed one by one as the list rendered. They look as
// the Chakra components they replace (an HStack, Boxes and Text; an outline Button of size xs) do.
import { plainButtonCss, plainSpinnerCss, taskPaletteRules, type SystemStyleObject } from 'shared-ui';
import { QUICK_ADD_OPENER_CSS } from '@projects/workspace/quick-add-opener-css';

const FOCUS_RING = { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' };

export const TASK_GROUP_CSS: SystemStyleObject = {
  '& .task-group-line': { display: 'flex', alignItems: 'center', gap: '3' },
  '& .task-group-toggle': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    py: '1',
    textAlign: 'start',
    fontWeight: 'semibold',
    borderRadius: 'l1',
    cursor: 'pointer',
    _focusVisible: FOCUS_RING,
  },
  '& .task-group-chevron': { display: 'inline-flex', transition: 'transform 0.15s' },
  '& .task-group-toggle[aria-expanded=false] .task-group-chevron': {
    transform: 'rotate(-90deg)',
    _rtl: { transform: 'rotate(90deg)' },
  },
  '& .task-group-dot': { boxSize: '2.5', borderRadius: 'full', bg: 'colorPalette.solid' },
  ...taskPaletteRules('& .task-group-dot'),
  '& .task-group-count': { color: 'fg.muted', fontWeight: 'normal' },
  '& .task-group-footer': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' },
  '& .task-group-more': { display: 'flex', alignItems: 'center', gap: '3' },
  '& .task-group-more-button': plainButtonCss('xs', 'outline'),
  // The spinner Chakra's Button draws while `loading`.
  '& .task-group-more-spinner': plainSpinnerCss(),
  '& .task-group-shown': { textStyle: 'xs', color: 'fg.muted' },
  ...QUICK_ADD_OPENER_CSS,
};
