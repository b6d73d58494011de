// The look of QuickAddTask's "+ Add task" (a plain <button>, one in every list group and board column), as rules
// for the style sheet of the list or column around it: a ghost Button, size xs (sm and full width in a narrow
// column), as Chakra would draw it.
import { plainButtonCss, type SystemStyleObject } from 'shared-ui';

export const QUICK_ADD_OPENER_CSS: SystemStyleObject = {
  '& .quick-add-opener': { ...plainButtonCss('xs', 'ghost'), justifyContent: 'flex-start' },
  '& .quick-add-opener[data-narrow]': { ...plainButtonCss('sm', 'ghost'), justifyContent: 'flex-start' },
};
