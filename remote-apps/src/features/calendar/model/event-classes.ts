// What each event class (the API's `classNames`) looks like: a name for people and a Chakra colour palette,
// so the colours follow the theme in light and dark mode.
import type { CalendarEventClass } from 'tessera-contracts';

export const EVENT_CLASS_LOOKS: Readonly<Record<CalendarEventClass, { label: string; palette: string }>> = {
  'event-primary': { label: 'Blue', palette: 'blue' },
  'event-success': { label: 'Green', palette: 'green' },
  'event-warning': { label: 'Orange', palette: 'orange' },
  'event-error': { label: 'Red', palette: 'red' },
  'event-info': { label: 'Cyan', palette: 'cyan' },
  'event-secondary': { label: 'Purple', palette: 'purple' },
};

/** The palette of a class, blue for one this version does not know. */
export function paletteOf(className: string): string {
  return (EVENT_CLASS_LOOKS as Record<string, { palette: string } | undefined>)[className]?.palette ?? 'blue';
}
