// The calendar demo app (docs/demo-api.md): each signed-in user's own events. The paths are the
// original API's (/api/calendar/events/all, add, update, delete), so the standard endpoints are declared here
// on the engine's store, with one rule the field schema cannot state: an event never ends before it starts.

import {
  CALENDAR_EVENT_CLASSES,
  CALENDAR_TITLE_MAX,
  type CalendarEventFields,
  type CalendarEventClass,
} from 'tessera-contracts';
import { validationError } from '../../frappe/errors';
import type { Params } from '../../frappe/params';
import type { DemoApp, DemoCollection, DemoRecord, SchemaFor } from '../engine/definition';
import { integerParam, modifiedParam } from '../engine/params';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Refuses an event whose end is before its start; unreadable dates are left to the schema's own message. */
function checkOrder(start: unknown, end: unknown): void {
  if (typeof start !== 'string' || typeof end !== 'string') return;
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return;
  if (to < from) throw validationError('end must not be before start');
}

interface SeedEvent {
  title: string;
  classNames: CalendarEventClass;
  /** Days from the seeding day. */
  day: number;
  /** Hours after that day's midnight (UTC); all-day events span `days` whole days instead. */
  from?: number;
  to?: number;
  days?: number;
}

// prettier-ignore
const SEED_EVENTS: readonly SeedEvent[] = [
  { title: 'Sprint planning', classNames: 'event-primary', day: 0, from: 9, to: 10.5 },
  { title: 'Design review', classNames: 'event-secondary', day: 0, from: 14, to: 15 },
  { title: 'Release 2.4', classNames: 'event-success', day: 2, days: 1 },
  { title: 'Dentist', classNames: 'event-warning', day: 1, from: 16, to: 17 },
  { title: 'Customer call: Northwind', classNames: 'event-info', day: -1, from: 11, to: 11.5 },
  { title: 'Team offsite', classNames: 'event-primary', day: 6, days: 2 },
  { title: 'Budget deadline', classNames: 'event-error', day: 4, days: 1 },
  { title: 'One-to-one with Priya', classNames: 'event-secondary', day: 3, from: 10, to: 10.5 },
  { title: 'Security patch window', classNames: 'event-error', day: -3, from: 22, to: 23.5 },
  { title: 'Conference: Frontend Days', classNames: 'event-info', day: -8, days: 3 },
  { title: 'Quarterly retrospective', classNames: 'event-warning', day: 10, from: 13, to: 15 },
  { title: 'Lunch with the new hires', classNames: 'event-success', day: -2, from: 12, to: 13 },
];

export const CALENDAR_EVENTS: DemoCollection = {
  name: 'calendar-event',
  label: 'Event',
  base: 'calendar/events',
  standardRoutes: false,
  scope: 'user',
  app: 'calendar',
  fields: {
    title: { type: 'text', required: true, trim: true, max: CALENDAR_TITLE_MAX },
    start: { type: 'datetime', required: true },
    end: { type: 'datetime', required: true },
    classNames: { type: 'text', enum: CALENDAR_EVENT_CLASSES, default: 'event-primary' },
    allDay: { type: 'boolean', default: false },
  } satisfies SchemaFor<CalendarEventFields>,
  seed: ({ now }) => {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return SEED_EVENTS.map(({ title, classNames, day, from, to, days }) => {
      const dayStart = midnight + day * DAY;
      const allDay = days !== undefined;
      return {
        title,
        classNames,
        allDay,
        start: new Date(allDay ? dayStart : dayStart + (from ?? 0) * HOUR).toISOString(),
        end: new Date(allDay ? dayStart + days * DAY : dayStart + (to ?? 0) * HOUR).toISOString(),
      };
    });
  },
  routes: (api) => {
    api.get('/all', ({ records }) => records.all());
    api.post('/add', ({ params, records }) => {
      checkOrder(params.start, params.end);
      return records.add(params);
    });
    api.post('/update', ({ params, records }) => {
      const id = integerParam(params, 'id');
      const current: DemoRecord = records.require(id);
      const changes: Params = params;
      checkOrder(changes.start ?? current.start, changes.end ?? current.end);
      return records.update(id, changes, modifiedParam(params));
    });
    api.post('/delete', ({ params, records }) => {
      records.remove(integerParam(params, 'id'));
      return records.all();
    });
  },
};

export default [CALENDAR_EVENTS] satisfies DemoApp;
