// Adding, changing and deleting events. Changes and deletions show at once and are undone, with a message, if
// the server refuses; an added event appears when the server has given it an id.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
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

async function edit(client: QueryClient, change: (events: CalendarEvent[]) => CalendarEvent[]) {
  await client.cancelQueries({ queryKey: calendarKeys.events() });
  const before = cached(client);
  client.setQueryData<CalendarEvent[]>(calendarKeys.events(), change(before));
  return { before };
}

export function useEventWrites(feedback: CalendarFeedback) {
  const client = useQueryClient();
  const restore = (context: { before: CalendarEvent[] } | undefined) => {
    if (context) client.setQueryData(calendarKeys.events(), context.before);
  };

  const add = useMutation({
    scope: CALENDAR_WRITE_SCOPE,
    mutationFn: addEvent,
    onSuccess: (event) => {
      client.setQueryData<CalendarEvent[]>(calendarKeys.events(), [...cached(client), event]);
      feedback.announce(`Added “${event.title}”.`);
    },
  });

  const update = useMutation({
    scope: CALENDAR_WRITE_SCOPE,
    // The version is read when the write runs, so a write queued behind another sends the newer one.
    mutationFn: ({ event, changes }: EventChange) => {
      const latest = cached(client).find((item) => item.id === event.id) ?? event;
      return updateEvent(event.id, latest.modified, changes);
    },
    onMutate: ({ event, changes }) =>
      edit(client, (events) => events.map((item) => (item.id === event.id ? { ...item, ...changes } : item))),
    onSuccess: (saved) => {
      client.setQueryData<CalendarEvent[]>(calendarKeys.events(), (events = []) =>
        events.map((item) => (item.id === saved.id ? saved : item)),
      );
      feedback.announce(`Saved “${saved.title}”.`);
    },
    onError: (error, { event }, context) => {
      restore(context);
      feedback.fail(`Couldn't change “${event.title}”. ${readableError(error)}`);
    },
  });

  const remove = useMutation({
    scope: CALENDAR_WRITE_SCOPE,
    mutationFn: (event: CalendarEvent) => deleteEvent(event.id),
    onMutate: (event) => edit(client, (events) => events.filter((item) => item.id !== event.id)),
    onSuccess: (_left, event) => feedback.announce(`Deleted “${event.title}”.`),
    onError: (error, event, context) => {
      restore(context);
      feedback.fail(`Couldn't delete “${event.title}”. ${readableError(error)}`);
    },
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
