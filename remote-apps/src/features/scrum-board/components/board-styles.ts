// The board's one style sheet, as CSS text under the board's class (BOARD_CLASS). A board may hold 20 columns
// and thousands of cards, so columns and cards are plain elements with class names rather than styled
// components; and the rules are plain CSS rather than a Chakra style object, which Chakra would walk, resolve
// and serialise (≈ 250 properties) as the board first draws. The values are the theme's tokens as CSS variables
// (`system.token.var`), so dark mode and a theme change follow; the properties are logical, so RTL does. The
// small icons are CSS masks painted in the text colour: no elements (and nothing for React to draw) per icon.
import { system } from 'shared-ui';
import { LABEL_PALETTE } from './label-palette';

export const BOARD_CLASS = 'scrum-board';

/** A theme token as a CSS variable; a token the theme does not have is a mistake here, not a missing style. */
function v(path: string): string {
  const value = system.token.var(path);
  if (!value) throw new Error(`board-styles: the theme has no token ${path}`);
  return value;
}

/**
 * `start` or `end` as the theme's textAlign resolves it: the page's side. Plain `start` would follow the text's
 * own direction, so an English title in a right-to-left page would stand on the left.
 */
function textAlign(side: 'start' | 'end'): string {
  return String(system.css({ textAlign: side }).textAlign);
}

/** A Lucide icon's SVG markup as a CSS mask image. */
const iconMask = (paths: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" ` +
      `stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`,
  )}")`;

const ICONS = {
  ellipsis: iconMask('<circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/><circle cx="5" cy="12" r="1"/>'),
  comments: iconMask(
    '<path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z"/>',
  ),
  attachments: iconMask(
    '<path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"/>' +
      '<path d="M14 2v5a1 1 0 0 0 1 1h5"/><path d="M10 9H8"/><path d="M16 13H8"/><path d="M16 17H8"/>',
  ),
  plus: iconMask('<path d="M5 12h14"/><path d="M12 5v14"/>'),
};

/** Declarations that draw `mask` as an icon `size` wide, before the element's text, in its text colour. */
const icon = (mask: string, size: string) => `
  content: "";
  flex-shrink: 0;
  width: ${size};
  height: ${size};
  background-color: currentColor;
  mask: ${mask} center / contain no-repeat;
  /* In forced colours the background would be replaced by the page's: keep the (forced) text colour. */
  forced-color-adjust: none;`;

const b = `.${BOARD_CLASS}`;

const COLUMN_CSS = `
${b} .scrum-column {
  display: flex;
  flex-direction: column;
  gap: ${v('spacing.2')};
  width: 17rem;
  flex-shrink: 0;
  padding: ${v('spacing.2')};
  border-radius: ${v('radii.lg')};
  background: ${v('colors.bg.muted')};
  /* A column beyond the board's scrolled view is neither laid out nor painted until scrolled to. */
  content-visibility: auto;
  contain-intrinsic-size: 17rem auto 40rem;
}
${b} .scrum-column[data-card-over] { background: ${v('colors.bg.emphasized')}; }
${b} .scrum-column[data-column-over] { outline: 2px dashed ${v('colors.border.emphasized')}; }
${b} .scrum-column[data-dragging] { opacity: 0.5; }
${b} .scrum-column-head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${v('spacing.2')};
  padding-inline: ${v('spacing.1')};
  cursor: grab;
}
${b} .scrum-column-name { display: flex; align-items: center; gap: ${v('spacing.2')}; min-width: 0; }
${b} .scrum-column-title {
  margin: 0;
  font-size: ${v('fontSizes.sm')};
  line-height: 1.25rem;
  font-weight: ${v('fontWeights.semibold')};
  overflow-wrap: anywhere;
}
${b} .scrum-column-count {
  display: inline-flex;
  align-items: center;
  min-height: ${v('sizes.5')};
  padding-inline: ${v('spacing.1.5')};
  border-radius: ${v('radii.l1')};
  font-size: ${v('fontSizes.xs')};
  font-weight: ${v('fontWeights.medium')};
  background: ${v('colors.gray.subtle')};
  color: ${v('colors.gray.fg')};
}
${b} .scrum-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  min-width: ${v('sizes.6')};
  height: ${v('sizes.6')};
  border-radius: ${v('radii.sm')};
  color: ${v('colors.fg.muted')};
  cursor: pointer;
}
${b} .scrum-icon-button::before {${icon(ICONS.ellipsis, v('sizes.4'))}
}
${b} .scrum-icon-button:hover, ${b} .scrum-icon-button[aria-expanded='true'] {
  background: ${v('colors.bg.emphasized')};
  color: ${v('colors.fg')};
}
${b} .scrum-card .scrum-icon-button:hover { background: ${v('colors.bg.muted')}; }
${b} .scrum-cards { min-height: 2.5rem; max-height: 65vh; }
/* The column's cards scroll within it, so that it draws only the ones in view (shared-ui/board). */
${system.breakpoints.conditions.md} { ${b} .scrum-cards { max-height: calc(100vh - 18rem); } }
${b} .scrum-column-empty { margin: 0; list-style: none; padding-inline: ${v('spacing.1')}; font-size: ${v('fontSizes.sm')}; color: ${v('colors.fg.muted')}; }
${b} .scrum-add-card { display: flex; flex-wrap: wrap; gap: ${v('spacing.1')}; }
${b} .scrum-add-card-error {
  flex-basis: 100%;
  margin: 0;
  font-size: ${v('fontSizes.xs')};
  color: ${v('colors.fg.error')};
}
${b} .scrum-add-card input {
  flex: 1;
  min-width: 0;
  height: ${v('sizes.8')};
  padding-inline: ${v('spacing.2.5')};
  font-size: ${v('fontSizes.sm')};
  color: ${v('colors.fg')};
  background: ${v('colors.bg.panel')};
  border: 1px solid ${v('colors.border')};
  border-radius: ${v('radii.l2')};
}
${b} .scrum-add-card input[aria-invalid='true'] { border-color: ${v('colors.border.error')}; }
${b} .scrum-add-card input::placeholder { color: ${v('colors.fg.muted')}; }
${b} .scrum-add-card input:focus-visible {
  outline: 2px solid ${v('colors.blue.focusRing')};
  outline-offset: -1px;
  border-color: ${v('colors.blue.focusRing')};
}
${b} .scrum-add-card button {
  display: inline-flex;
  align-items: center;
  gap: ${v('spacing.1.5')};
  height: ${v('sizes.8')};
  padding-inline: ${v('spacing.3')};
  font-size: ${v('fontSizes.sm')};
  font-weight: ${v('fontWeights.medium')};
  color: ${v('colors.fg')};
  background: ${v('colors.bg.panel')};
  border: 1px solid ${v('colors.border')};
  border-radius: ${v('radii.l2')};
  cursor: pointer;
}
${b} .scrum-add-card button::before {${icon(ICONS.plus, v('sizes.4'))}
}
${b} .scrum-add-card button:hover { background: ${v('colors.bg.subtle')}; }
${b} .scrum-add-card button[aria-disabled='true'] { opacity: 0.5; cursor: progress; }
${b} .scrum-column button:focus-visible {
  outline: 2px solid ${v('colors.blue.focusRing')};
  outline-offset: 2px;
}
`;

const LABEL_CSS = Object.entries(LABEL_PALETTE)
  .map(
    ([color, palette]) =>
      `${b} .scrum-card-label[data-color='${color}'] { background: ${v(`colors.${palette}.subtle`)}; color: ${v(`colors.${palette}.fg`)}; }`,
  )
  .join('\n');

const CARD_CSS = `
${b} .scrum-card {
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${v('spacing.2')} ${v('spacing.1')};
  padding: ${v('spacing.3')};
  overflow: hidden;
  background: ${v('colors.bg.panel')};
  border: 1px solid ${v('colors.border')};
  border-radius: ${v('radii.md')};
  box-shadow: ${v('shadows.xs')};
  cursor: grab;
}
/* The rows of labels and of counts span the card; the title and its Move button share a row. */
${b} .scrum-card-cover, ${b} .scrum-card-row, ${b} .scrum-card-meta { grid-column: 1 / -1; }
${b} .scrum-card-cover {
  display: block;
  width: calc(100% + 2 * ${v('spacing.3')});
  height: 6rem;
  margin: calc(-1 * ${v('spacing.3')}) calc(-1 * ${v('spacing.3')}) 0;
  object-fit: cover;
}
${b} .scrum-card-row { display: flex; flex-wrap: wrap; gap: ${v('spacing.1')}; }
${b} .scrum-card-label {
  padding-inline: ${v('spacing.1.5')};
  border-radius: ${v('radii.sm')};
  font-size: ${v('fontSizes.xs')};
  font-weight: ${v('fontWeights.medium')};
  line-height: 1.25rem;
}
${LABEL_CSS}
${b} .scrum-card-title {
  flex: 1;
  text-align: ${textAlign('start')};
  font-weight: ${v('fontWeights.medium')};
  overflow-wrap: anywhere;
  border-radius: ${v('radii.sm')};
  color: ${v('colors.fg')};
  cursor: pointer;
}
${b} .scrum-card-meta {
  display: flex;
  align-items: center;
  gap: ${v('spacing.3')};
  font-size: ${v('fontSizes.xs')};
  color: ${v('colors.fg.muted')};
}
${b} .scrum-card-meta > span { display: inline-flex; align-items: center; gap: ${v('spacing.1')}; }
${b} .scrum-card-comments::before {${icon(ICONS.comments, v('sizes.3.5'))}
}
${b} .scrum-card-attachments::before {${icon(ICONS.attachments, v('sizes.3.5'))}
}
${b} .scrum-card-members { margin-inline-start: auto; }
${b} .scrum-avatar {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${v('sizes.5')};
  height: ${v('sizes.5')};
  border-radius: ${v('radii.full')};
  font-size: ${v('fontSizes.2xs')};
  background: ${v('colors.bg.emphasized')};
}
`;

const HIDDEN_CSS = `
${b} .scrum-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
}
`;

// A board its user may not change (a GUEST's) has nothing to grab.
const READ_ONLY_CSS = `
${b}[data-read-only] .scrum-column-head, ${b}[data-read-only] .scrum-card { cursor: auto; }
`;

export const BOARD_CSS_TEXT = COLUMN_CSS + CARD_CSS + HIDDEN_CSS + READ_ONLY_CSS;
