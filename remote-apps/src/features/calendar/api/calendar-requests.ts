// The HTTP calls of the calendar demo API (mock-server /api/calendar/events, docs/demo-api.md). Errors are left to the
// caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type { CalendarEvent, CalendarEventFields } from 'tessera-contracts';

const BASE = '/api/calendar/events';

export async function fetchEvents(): Promise<CalendarEvent[]> {
  const { data } = await apiClient.get<CalendarEvent[]>(`${BASE}/all`);
  return data;
}

export async function addEvent(fields: CalendarEventFields): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>(`${BASE}/add`, fields);
  return data;
}

/** Sends the changed fields with the version they were based on. */
export async function updateEvent(
  id: number,
  modified: string,
  changes: Partial<CalendarEventFields>,
): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>(`${BASE}/update`, { ...changes, id, modified });
  return data;
}

/** Resolves to the events left. */
export async function deleteEvent(id: number): Promise<CalendarEvent[]> {
  const { data } = await apiClient.post<CalendarEvent[]>(`${BASE}/delete`, { id });
  return data;
}
