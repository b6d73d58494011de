// Changing an event (moved, or edited in the dialog): shown at once, and undone, with a message, if the server
// refuses.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, cachedChange, useOptimisticChange } from 'shared-auth';
import type { CalendarEvent, CalendarEventFields } from 'tessera-contracts';
import { CALENDAR_WRITE_SCOPE, calendarKeys } from './calendar-keys';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Sends the changed fields with the version they were based on. */
export async function updateEvent(
  id: number,
  modified: string,
  changes: Partial<CalendarEventFields>,
): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>('/api/calendar/events/update', { ...changes, id, modified });
  return data;
}

interface EventChange {
  event: CalendarEvent;
  changes: Partial<CalendarEventFields>;
}

const cached = (client: QueryClient) => client.getQueryData<CalendarEvent[]>(calendarKeys.events()) ?? [];

const replaced = (events: CalendarEvent[], saved: CalendarEvent) =>
  events.map((item) => (item.id === saved.id ? saved : item));

export function useUpdateEvent(
  feedback: WriteFeedbackTarget,
): (event: CalendarEvent, changes: Partial<CalendarEventFields>) => void {
  const client = useQueryClient();
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
  return (event, changes) => update.mutate({ event, changes });
}
