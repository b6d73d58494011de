// The signed-in user's events (mock-server /api/calendar/events, docs/demo-api.md). Errors are left to the caller,
// which words them with `readableError`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { CalendarEvent } from 'tessera-contracts';
import { calendarKeys } from './calendar-keys';

export async function fetchEvents(): Promise<CalendarEvent[]> {
  const { data } = await apiClient.get<CalendarEvent[]>('/api/calendar/events/all');
  return data;
}

export const eventsQueryOptions = () => queryOptions({ queryKey: calendarKeys.events(), queryFn: fetchEvents });

/** The signed-in user's events. */
export const useCalendarEvents = () => useQuery(eventsQueryOptions());
