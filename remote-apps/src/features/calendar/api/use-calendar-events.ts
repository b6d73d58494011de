import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarKeys } from './calendar-keys';
import { fetchEvents } from './calendar-requests';

export const eventsQueryOptions = () => queryOptions({ queryKey: calendarKeys.events(), queryFn: fetchEvents });

/** The signed-in user's events. */
export const useCalendarEvents = () => useQuery(eventsQueryOptions());
