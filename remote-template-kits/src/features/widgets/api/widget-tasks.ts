// The tasks the list and calendar widgets show, and how many.
import type { TaskRow } from '@kits/api/task-rows';

/** A task in the list and calendar widgets. */
export type WidgetTask = TaskRow;

/** A widget shows a handful; the full lists are the task pages'. */
export const WIDGET_LIST_LENGTH = 6;
