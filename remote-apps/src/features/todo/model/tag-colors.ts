const TAG_PALETTES = ['blue', 'green', 'brand', 'orange', 'pink', 'teal', 'cyan', 'red', 'yellow'] as const;

/** A stable colour palette for a tag, derived from its id so it never changes between renders or sessions. */
export function tagColor(tagId: number): string {
  return TAG_PALETTES[Math.abs(tagId) % TAG_PALETTES.length] ?? 'gray';
}
