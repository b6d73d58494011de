// The calendar demo API's records (docs/demo-api.md), as /api/calendar/events/* sends and takes them.

/** The colours an event may take, as class names (the original API's `classNames`). */
export const CALENDAR_EVENT_CLASSES = [
  'event-primary',
  'event-success',
  'event-warning',
  'event-error',
  'event-info',
  'event-secondary',
] as const;

export type CalendarEventClass = (typeof CALENDAR_EVENT_CLASSES)[number];

export const CALENDAR_TITLE_MAX = 140;

/** Start and end are ISO strings; `end` is never before `start`. */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  /** One of CALENDAR_EVENT_CLASSES. */
  classNames: string;
  allDay: boolean;
  /** The server's version of the event; an update based on an older one is refused (417 TimestampMismatchError). */
  modified: string;
}

/** The editable fields of an event (the body of `POST /api/calendar/events/add`). */
export type CalendarEventFields = Omit<CalendarEvent, 'id' | 'modified'>;
