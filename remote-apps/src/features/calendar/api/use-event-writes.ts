// Adding, changing and deleting events. Changes and deletions show at once and are undone, with a message, if
// the server refuses; an added event appears when the server has given it an id.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cachedChange, readableError, receiveCached, useOptimisticChange } from 'shared-auth';
import type { CalendarEvent, CalendarEventFields } from 'tessera-contracts';
import { CALENDAR_WRITE_SCOPE, calendarKeys } from './calendar-keys';
import { addEvent, deleteEvent, updateEvent } from './calendar-requests';

export interface CalendarFeedback {
  /** Said to screen readers after a change succeeded. */
  announce(message: string): void;
  /** Shown to everyone after a change failed. */
  fail(message: string): void;
}

interface EventChange {
  event: CalendarEvent;
  changes: Partial<CalendarEventFields>;
}

const cached = (client: QueryClient) => client.getQueryData<CalendarEvent[]>(calendarKeys.events()) ?? [];

const replaced = (events: CalendarEvent[], saved: CalendarEvent) =>
  events.map((item) => (item.id === saved.id ? saved : item));

export function useEventWrites(feedback: CalendarFeedback) {
  const client = useQueryClient();

  const add = useMutation({
    scope: CALENDAR_WRITE_SCOPE,
    mutationFn: addEvent,
    onSuccess: (event) => {
      receiveCached<CalendarEvent[]>(client, calendarKeys.events(), (events) => [...events, event]);
      feedback.announce(`Added “${event.title}”.`);
    },
  });

  const update = useOptimisticChange({
    scope: CALENDAR_WRITE_SCOPE,
    change: ({ event, changes }: EventChange) => [
      cachedChange<CalendarEvent[], CalendarEvent>(
        calendarKeys.events(),
        (events) => events.map((item) => (item.id === event.id ? { ...item, ...changes } : item)),
        replaced,
      ),
    ],
    // The version is read when the write runs, so a write queued behind another sends the newer one.
    send: ({ event, changes }: EventChange) => {
      const latest = cached(client).find((item) => item.id === event.id) ?? event;
      return updateEvent(event.id, latest.modified, changes);
    },
    onSaved: (saved) => feedback.announce(`Saved “${saved.title}”.`),
    onRefused: ({ message, variables: { event } }) => feedback.fail(`Couldn't change “${event.title}”. ${message}`),
  });

  const remove = useOptimisticChange({
    scope: CALENDAR_WRITE_SCOPE,
    change: (event: CalendarEvent) => [
      cachedChange<CalendarEvent[]>(calendarKeys.events(), (events) => events.filter((item) => item.id !== event.id)),
    ],
    send: (event: CalendarEvent) => deleteEvent(event.id),
    onSaved: (_left, event) => feedback.announce(`Deleted “${event.title}”.`),
    onRefused: ({ message, variables: event }) => feedback.fail(`Couldn't delete “${event.title}”. ${message}`),
  });

  return {
    /** Resolves to whether it was saved; the form shows the failure itself. */
    add: (fields: CalendarEventFields) =>
      add.mutateAsync(fields).then(
        () => true,
        (error: unknown) => {
          feedback.fail(`Couldn't add “${fields.title}”. ${readableError(error)}`);
          return false;
        },
      ),
    update: (event: CalendarEvent, changes: Partial<CalendarEventFields>) => update.mutate({ event, changes }),
    remove: (event: CalendarEvent) => remove.mutate(event),
  };
}
