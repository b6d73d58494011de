// One focus ring for every focusable element: the brand's, in every colour palette. Chakra draws a control's
// ring in its palette's `focusRing`; gray's (#a1a1aa, wherever no palette is set) reads 2.6:1 on white, and
// green's, teal's or orange's under 3:1 too, when a focus indicator needs 3:1 against what is around it. The
// brand's reads 4.9:1 on white and 6.1:1 on the dark background.
import { semanticTokens } from '@chakra-ui/react/theme';

const BRAND_FOCUS_RING = { value: '{colors.brand.focusRing}' } as const;

function hasFocusRing(tokens: unknown): boolean {
  return typeof tokens === 'object' && tokens !== null && 'focusRing' in tokens;
}

/** Every palette of Chakra's with a focus ring (gray, red, blue…), given the brand's. */
export const FOCUS_RING_SEMANTIC = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {})
    .filter(([, tokens]) => hasFocusRing(tokens))
    .map(([palette]) => [palette, { focusRing: BRAND_FOCUS_RING }]),
);

/**
 * The same ring on elements no recipe gives one (a plain link or button, the heading focused after a
 * navigation, which the browser would outline in its own black). Only on `:focus-visible`: a heading focused by
 * script after a click shows none.
 */
export const FOCUS_VISIBLE_CSS = {
  ':focus-visible': {
    outlineWidth: 'var(--focus-ring-width, 2px)',
    outlineStyle: 'solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
  },
} as const;
