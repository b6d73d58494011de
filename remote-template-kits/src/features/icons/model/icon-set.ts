// Every icon of lucide, the library shared-ui draws its icons from (over two thousand), by the names lucide-react
// exports them under ("CalendarIcon"). Imported by the icons page's chunk only, so no other page downloads them.
import { icons, type LucideIcon } from 'lucide-react';

export interface IconEntry {
  /** The import name, e.g. "CalendarIcon". */
  name: string;
  Icon: LucideIcon;
}

export const ICON_SET: readonly IconEntry[] = Object.entries(icons)
  .map(([glyph, Icon]) => ({ name: `${glyph}Icon`, Icon }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The icons whose name holds every word of the query, ignoring case ("chev down" finds ChevronDownIcon). */
export function searchIcons(icons: readonly IconEntry[], query: string): readonly IconEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return icons;
  return icons.filter(({ name }) => words.every((word) => name.toLowerCase().includes(word)));
}
