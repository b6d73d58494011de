import { dateSpanFilters } from 'shared-auth';
import { addDays } from 'shared-ui';

/** A span of days, both ends included (YYYY-MM-DD). */
export interface DayWindow {
  from: string;
  to: string;
}

/** The `days` days up to `today` and the same number just before them: "this week" against "last week". */
export function comparedWindows(today: string, days: number): { current: DayWindow; previous: DayWindow } {
  const currentFrom = addDays(today, -(days - 1));
  return {
    current: { from: currentFrom, to: today },
    previous: { from: addDays(currentFrom, -days), to: addDays(currentFrom, -1) },
  };
}

/**
 * Frappe filters for documents whose `field` (a date or datetime) falls in `window`, its last day whole: not a
 * "between", which frappe.client.get_count ends at the last day's midnight on a datetime.
 */
export function withinWindow(field: string, window: DayWindow): Array<[string, string, unknown]> {
  return dateSpanFilters(field, { from: window.from, before: addDays(window.to, 1) });
}
