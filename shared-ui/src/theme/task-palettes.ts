// The colour of each task status and priority, one vocabulary for badges and charts alike.
import type { TaskPriority, TaskStatus } from 'tessera-contracts';
import { colorVar } from './system';

const STATUS_PALETTE: Readonly<Record<TaskStatus, string>> = {
  Open: 'blue',
  Working: 'purple',
  'Pending Review': 'yellow',
  Overdue: 'red',
  Template: 'gray',
  Completed: 'green',
  Cancelled: 'gray',
};

const PRIORITY_PALETTE: Readonly<Record<TaskPriority, string>> = {
  Low: 'gray',
  Medium: 'blue',
  High: 'orange',
  Urgent: 'red',
};

const OTHER_PALETTE = 'gray';

/** Every palette a status or a priority can have. */
const TASK_PALETTES: readonly string[] = [
  ...new Set([...Object.values(STATUS_PALETTE), ...Object.values(PRIORITY_PALETTE), OTHER_PALETTE]),
];

/**
 * Style rules that give the elements matching `selector` the colour palette their `data-palette` names (one of
 * TASK_PALETTES), for plain elements under one style sheet.
 */
export function taskPaletteRules(selector: string): Record<string, { colorPalette: string }> {
  return Object.fromEntries(
    TASK_PALETTES.map((palette) => [`${selector}[data-palette=${palette}]`, { colorPalette: palette }]),
  );
}

/** The colour palette of a status or a priority; a value a customised site added gets gray. */
export function taskPalette(value: string): string {
  if (Object.hasOwn(STATUS_PALETTE, value)) return STATUS_PALETTE[value as TaskStatus];
  if (Object.hasOwn(PRIORITY_PALETTE, value)) return PRIORITY_PALETTE[value as TaskPriority];
  return OTHER_PALETTE;
}

/** The chart colour of a status or priority (the palette's solid shade, which follows the colour mode). */
export function taskChartColor(value: string): string {
  return colorVar(`${taskPalette(value)}.solid`);
}
