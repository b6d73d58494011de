// The icons the apps use: the lucide-react icons of the shared-ui the page runs with (shared-ui/src/icons),
// found by their export names, so this list never drifts from the set. In the built apps that is the host's
// shared-ui, whose build drops an export no app imports: the page then shows exactly the icons in use.
import * as sharedUi from 'shared-ui';
import type { LucideIcon } from 'shared-ui';

export interface IconEntry {
  /** The import name, e.g. "CalendarIcon". */
  name: string;
  Icon: LucideIcon;
}

// Lucide's components are forwardRef objects named "<Glyph>Icon"; Chakra's `Icon` and shared-ui's
// `MenuGroupIcon` (a function) are not glyphs.
const GLYPH_EXPORT = /^[A-Z][A-Za-z0-9]*Icon$/;

export const ICON_SET: readonly IconEntry[] = Object.entries(sharedUi)
  .filter(([name, value]) => GLYPH_EXPORT.test(name) && name !== 'MenuGroupIcon' && typeof value === 'object')
  .map(([name, value]) => ({ name, Icon: value as LucideIcon }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The icons whose name holds every word of the query, ignoring case ("chev down" finds ChevronDownIcon). */
export function searchIcons(icons: readonly IconEntry[], query: string): readonly IconEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return icons;
  return icons.filter(({ name }) => words.every((word) => name.toLowerCase().includes(word)));
}
