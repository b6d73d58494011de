// A conversation's messages in days (the reader's local calendar), each headed "Today", "Yesterday" or its
// date, oldest first as the messages come.
import { toIsoDate } from 'shared-ui';

export interface DayGroup<T> {
  /** The local day, YYYY-MM-DD. */
  day: string;
  label: string;
  messages: T[];
}

const withinYear = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
const withYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** "Today", "Yesterday", "Monday, March 3" (this year) or "March 3, 2025" (another year). */
export function dayLabel(time: Date, now: Date): string {
  const day = toIsoDate(time);
  if (day === toIsoDate(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === toIsoDate(yesterday)) return 'Yesterday';
  return (time.getFullYear() === now.getFullYear() ? withinYear : withYear).format(time);
}

/** Consecutive messages of one local day together; a message whose time cannot be read joins the day before it. */
export function groupByDay<T extends { time: string }>(messages: readonly T[], now: Date): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const time = new Date(message.time);
    const last = groups[groups.length - 1];
    if (Number.isNaN(time.getTime())) {
      if (last) last.messages.push(message);
      else groups.push({ day: '', label: 'Earlier', messages: [message] });
      continue;
    }
    const day = toIsoDate(time);
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, label: dayLabel(time, now), messages: [message] });
  }
  return groups;
}
