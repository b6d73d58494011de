// The calendar app's query keys, and the scope its writes share.
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
};

/**
 * Writes run one after another: each update sends the `modified` the previous write produced (the server
 * refuses stale ones), and a rollback must not undo a later write's optimistic change.
 */
export const CALENDAR_WRITE_SCOPE = { id: 'calendar-events' };
