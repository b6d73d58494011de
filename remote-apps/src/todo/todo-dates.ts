// Dates travel as ISO strings but people pick and compare calendar days, so everything here works on the
// user's local day ("YYYY-MM-DD"), which also compares correctly as a plain string.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar day of an ISO date, as a date input's value; '' when there is no valid date. */
export function toDayValue(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
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
  const today = localDay(now);
  if (due === today) return 'today';
  return due < today ? 'overdue' : 'scheduled';
}

/** A short, readable day such as "Mar 5" (with the year when it is not this year's). */
export function formatDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
