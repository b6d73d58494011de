// Todo dates travel as ISO strings but people pick and compare calendar days, so everything here works on the
// user's local day ("YYYY-MM-DD", shared-ui's `toIsoDate`), which also compares correctly as a plain string.
import { toIsoDate } from 'shared-ui';

/** The local calendar day of an ISO date, as a date input's value; '' when there is no valid date. */
export function toDayValue(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toIsoDate(date);
}

/** A date input's value as an ISO string at local midnight; '' when the input is empty or invalid. */
export function fromDayValue(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export type DueState = 'overdue' | 'today' | 'scheduled';

/** How a todo's due date stands against today; null when it has none. Done todos are never urgent. */
export function dueState(dueDate: string, done: boolean, now: Date = new Date()): DueState | null {
  const due = toDayValue(dueDate);
  if (!due) return null;
  if (done) return 'scheduled';
  const today = toIsoDate(now);
  if (due === today) return 'today';
  return due < today ? 'overdue' : 'scheduled';
}
