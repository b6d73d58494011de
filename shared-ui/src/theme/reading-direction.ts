import type { SystemConfig } from '@chakra-ui/react';

type UtilityPropertyConfig = NonNullable<SystemConfig['utilities']>[string];

// English text in a right-to-left page. The page stays mirrored (flex and grid order, icons, the side text is
// aligned to), but each piece of text is ordered by its own direction: laid out right to left, "25 tasks" would
// read "tasks 25" and "Sample data." ".Sample data". `unicode-bidi: plaintext` gives each paragraph of text
// (and what a user types in a field) the direction of its first letter, as `dir="auto"` would.
//
// Under plaintext, `start` and `end` align by the text's direction, so English would move to the left: an
// element's text keeps its parent's alignment instead (`match-parent`), and a component's own `start` or `end`
// is resolved against the page's direction (the textAlign utility below).

// Text beside an icon reads in its own direction too ("Delete (3)", not ")Delete (3"): the icon's holder (a
// button, a badge, a menu item) is a flex container, whose items stay in the page's order under plaintext while
// its text, an anonymous item, takes its own direction. A list item holding an icon keeps the page's direction:
// a chart's legend lays its swatch and name out inline, and with no letter of its own (the name is an element,
// isolated) plaintext would put the swatch on the left. So does an element holding list items (their markers
// and inline items) or fields, and a drop-down and its options: the option it shows is laid out in the
// option's direction, and would move to its left.
const OWN_DIRECTION =
  ':where([dir=rtl]) :where(body *:not(svg *, select, option)):not(:has(> li, > input), :where(li):has(> svg, > img, > canvas))';

// The UA's centring of buttons, table headers and options stays theirs.
const MATCHED_ALIGNMENT = ':where([dir=rtl]) :where(body, body *:not(svg *, th, button, select, option))';

export const READING_DIRECTION_CSS = {
  ':where([dir=rtl])': { '--text-align-start': 'right', '--text-align-end': 'left' },
  ':where([dir=ltr])': { '--text-align-start': 'left', '--text-align-end': 'right' },
  [OWN_DIRECTION]: { unicodeBidi: 'plaintext' },
  ':where([dir=rtl]) ::placeholder': { unicodeBidi: 'plaintext' },
  // A chart's labels: where a label stands is the chart's (its anchor follows the page), the order within it
  // the text's.
  ':where([dir=rtl]) :where(svg text, svg tspan)': { unicodeBidi: 'plaintext' },
  [MATCHED_ALIGNMENT]: { textAlign: '-webkit-match-parent' },
  '@supports (text-align: match-parent)': { [MATCHED_ALIGNMENT]: { textAlign: 'match-parent' } },
};

const PAGE_RELATIVE_ALIGNMENT: Record<string, string> = {
  start: 'var(--text-align-start, start)',
  end: 'var(--text-align-end, end)',
};

/** `textAlign: start | end` in any style prop or recipe: the page's start or end side, whatever the text. */
export const TEXT_ALIGN_UTILITY = {
  // Chakra's types know no `var()` for textAlign; the browser takes one.
  transform: (value: string) => ({ textAlign: PAGE_RELATIVE_ALIGNMENT[value] ?? value }),
} as UtilityPropertyConfig;
