const PALETTE = ['blue', 'green', 'purple', 'orange', 'pink', 'teal', 'cyan', 'red', 'yellow'] as const;

export type TagColor = (typeof PALETTE)[number];

/** A stable colour palette for a tag, derived from its id so it never changes between renders or sessions. */
export function tagColor(tagId: number): TagColor {
  return PALETTE[Math.abs(tagId) % PALETTE.length];
}
