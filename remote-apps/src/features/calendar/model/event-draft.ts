// The event form's values and their conversions. The form edits local wall-clock times ("2026-03-10T09:00",
// what <input type="datetime-local"> holds); the API stores ISO instants.
import { object, string, type InferType, boolean, mixed } from 'yup';
import {
  CALENDAR_EVENT_CLASSES,
  CALENDAR_TITLE_MAX,
  type CalendarEvent,
  type CalendarEventClass,
  type CalendarEventFields,
} from 'tessera-contracts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value read as local time; null when it is not one. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const eventDraftSchema = object({
  title: string()
    .trim()
    .required('Enter a title.')
    .max(CALENDAR_TITLE_MAX, `At most ${CALENDAR_TITLE_MAX} characters.`),
  start: string()
    .required('Enter a start.')
    .test('datetime', 'Enter a date and time.', (value) => fromLocalInput(value) !== null),
  end: string()
    .required('Enter an end.')
    .test('datetime', 'Enter a date and time.', (value) => fromLocalInput(value) !== null)
    .test('order', 'The end cannot be before the start.', (value, context) => {
      const start = fromLocalInput(String(context.parent.start ?? ''));
      const end = fromLocalInput(value);
      return !start || !end || end.getTime() >= start.getTime();
    }),
  allDay: boolean().required(),
  classNames: mixed<CalendarEventClass>().oneOf(CALENDAR_EVENT_CLASSES).required(),
});

export type EventDraft = InferType<typeof eventDraftSchema>;

/** A new event's form from a selected range (or, from the "New event" button, the next whole hour). */
export function draftForRange(start: Date, end: Date | null, allDay: boolean): EventDraft {
  const until = end ?? new Date(start.getTime() + (allDay ? DAY : HOUR));
  return { title: '', start: toLocalInput(start), end: toLocalInput(until), allDay, classNames: 'event-primary' };
}

export function draftForNow(now: Date): EventDraft {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return draftForRange(start, null, false);
}

export function draftOf(event: CalendarEvent): EventDraft {
  const classNames = (CALENDAR_EVENT_CLASSES as readonly string[]).includes(event.classNames)
    ? (event.classNames as CalendarEventClass)
    : 'event-primary';
  return {
    title: event.title,
    start: toLocalInput(new Date(event.start)),
    end: toLocalInput(new Date(event.end)),
    allDay: event.allDay,
    classNames,
  };
}

/** The API's fields from a valid form. */
export function fieldsOf(draft: EventDraft): CalendarEventFields {
  const start = fromLocalInput(draft.start) ?? new Date();
  const end = fromLocalInput(draft.end) ?? start;
  return {
    title: draft.title.trim(),
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: draft.allDay,
    classNames: draft.classNames,
  };
}

/**
 * An event's new times after a drag or resize. The calendar leaves `end` empty for an event of its default
 * length (one day all-day, one hour timed); the API always stores one.
 */
export function movedTimes(
  start: Date,
  end: Date | null,
  allDay: boolean,
): Pick<CalendarEvent, 'start' | 'end' | 'allDay'> {
  const until = end ?? new Date(start.getTime() + (allDay ? DAY : HOUR));
  return { start: start.toISOString(), end: until.toISOString(), allDay };
}
