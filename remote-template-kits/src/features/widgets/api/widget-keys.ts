// The widgets' query keys, and how long their weather is kept. Document counts and lists sit under their doctype's
// key, so a change to a Task or Project anywhere refreshes the widgets; the demo APIs' under their own roots
// ('todo' is the todo app's root, so the app and the widget refresh each other).
import { resourceKey } from 'shared-auth';

export const widgetKeys = {
  taskCountsBy: (field: string) => [...resourceKey('Task'), 'widget-counts-by', field] as const,
  statusTally: () => [...resourceKey('Task'), 'widget-status-tally'] as const,
  overdueCount: (today: string) => [...resourceKey('Task'), 'widget-overdue', today] as const,
  recentTasks: () => [...resourceKey('Task'), 'widget-recent'] as const,
  tasksDueIn: (from: string, to: string) => [...resourceKey('Task'), 'widget-due', from, to] as const,
  people: () => ['list', 'people'] as const,
  todosRoot: ['todo'] as const,
  todos: () => [...widgetKeys.todosRoot, 'widget'] as const,
  weatherCities: () => ['weather', 'cities'] as const,
  weather: (city: string) => ['weather', 'report', city] as const,
};

/** Sample data that never changes while the page is open. */
export const WEATHER_STALE_MS = 10 * 60_000;
