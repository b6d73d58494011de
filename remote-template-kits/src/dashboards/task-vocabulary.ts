// ERPNext's Task statuses and priorities, in reading order, with the colour each has in the charts.
export const TASK_STATUSES = ['Open', 'Working', 'Pending Review', 'Overdue', 'Template', 'Completed', 'Cancelled'] as const;
export const TASK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;

/** Statuses of work that is still to be done. */
export const FINISHED_STATUSES = ['Completed', 'Cancelled', 'Template'] as const;

/** Hex, not theme tokens: SVG fill attributes cannot read CSS variables. */
export const STATUS_COLORS: Readonly<Record<string, string>> = {
  Open: '#3b82f6',
  Working: '#a855f7',
  'Pending Review': '#eab308',
  Overdue: '#ef4444',
  Template: '#a1a1aa',
  Completed: '#22c55e',
  Cancelled: '#52525b',
};

export const PRIORITY_COLORS: Readonly<Record<string, string>> = {
  Low: '#a1a1aa',
  Medium: '#3b82f6',
  High: '#f97316',
  Urgent: '#ef4444',
};

export const OTHER_COLOR = '#71717a';

/** The chakra colour palette of a status or priority badge. */
export const BADGE_PALETTES: Readonly<Record<string, string>> = {
  Open: 'blue',
  Working: 'purple',
  'Pending Review': 'yellow',
  Overdue: 'red',
  Template: 'gray',
  Completed: 'green',
  Cancelled: 'gray',
  Low: 'gray',
  Medium: 'blue',
  High: 'orange',
  Urgent: 'red',
};
