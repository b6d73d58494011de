// Adding an event: it appears when the server has given it an id; a refusal is said through the feedback.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, readableError, receiveCached } from 'shared-auth';
import type { CalendarEvent, CalendarEventFields } from 'tessera-contracts';
import { CALENDAR_WRITE_SCOPE, calendarKeys } from './calendar-keys';
import type { WriteFeedbackTarget } from 'shared-ui';

export async function addEvent(fields: CalendarEventFields): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>('/api/calendar/events/add', fields);
  return data;
}

/** Resolves to whether it was saved; the form shows the failure itself. */
export function useAddEvent(feedback: WriteFeedbackTarget): (fields: CalendarEventFields) => Promise<boolean> {
  const client = useQueryClient();
  const add = useMutation({
    scope: CALENDAR_WRITE_SCOPE,
    mutationFn: addEvent,
    onSuccess: (event) => {
      receiveCached<CalendarEvent[]>(client, calendarKeys.events(), (events) => [...events, event]);
      feedback.announce(`Added “${event.title}”.`);
    },
  });
  return (fields) =>
    add.mutateAsync(fields).then(
      () => true,
      (error: unknown) => {
        feedback.fail(`Couldn't add “${fields.title}”. ${readableError(error)}`);
        return false;
      },
    );
}
