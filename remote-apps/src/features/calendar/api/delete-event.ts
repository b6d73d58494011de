// Deleting an event: gone at once, and back, with a message, if the server refuses.
import { apiClient, cachedChange, useOptimisticChange } from 'shared-auth';
import type { CalendarEvent } from 'tessera-contracts';
import { CALENDAR_WRITE_SCOPE, calendarKeys } from './calendar-keys';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Resolves to the events left. */
export async function deleteEvent(id: number): Promise<CalendarEvent[]> {
  const { data } = await apiClient.post<CalendarEvent[]>('/api/calendar/events/delete', { id });
  return data;
}

export function useDeleteEvent(feedback: WriteFeedbackTarget): (event: CalendarEvent) => void {
  const remove = useOptimisticChange({
    scope: CALENDAR_WRITE_SCOPE,
    change: (event: CalendarEvent) => [
      cachedChange<CalendarEvent[]>(calendarKeys.events(), (events) => events.filter((item) => item.id !== event.id)),
    ],
    send: (event: CalendarEvent) => deleteEvent(event.id),
    onSaved: (_left, event) => feedback.announce(`Deleted “${event.title}”.`),
    onRefused: ({ message, variables: event }) => feedback.fail(`Couldn't delete “${event.title}”. ${message}`),
  });
  return (event) => remove.mutate(event);
}
