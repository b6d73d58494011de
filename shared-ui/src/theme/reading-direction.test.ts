import { READING_DIRECTION_CSS } from './reading-direction';
import { system } from './system';

test("a component's start and end align to the page's start and end sides, whatever its text's direction", () => {
  expect(system.css({ textAlign: 'start' })).toEqual({ textAlign: 'var(--text-align-start, start)' });
  expect(system.css({ textAlign: { base: 'end', md: 'center' } })).toMatchObject({
    textAlign: 'var(--text-align-end, end)',
  });
  expect(system.css({ textAlign: 'center' })).toEqual({ textAlign: 'center' });
});

test("a table's cells in Chakra's recipe align to the page's start side too", () => {
  const cell = system.getSlotRecipe('table').base?.cell ?? {};
  expect(system.css(cell)).toMatchObject({ textAlign: 'var(--text-align-start, start)' });
});

/** The elements of the page (in its order) that the rule giving text its own direction reaches. */
function readingOwnDirection(html: string): string[] {
  const [selector] = Object.entries(READING_DIRECTION_CSS).find(
    ([key, style]) => key.includes('body *') && 'unicodeBidi' in style,
  )!;
  document.documentElement.setAttribute('dir', 'rtl');
  document.body.innerHTML = html;
  return [...document.body.querySelectorAll('[id]')].filter((node) => node.matches(selector)).map((node) => node.id);
}

test("in a right-to-left page, text beside an icon reads in its own direction; a legend item keeps the page's", () => {
  expect(
    readingOwnDirection(
      '<button id="delete"><svg></svg>Delete (3)</button><span id="badge"><img alt="" />Verified</span>' +
        '<ul id="legend"><li id="swatch"><svg></svg><span id="name">Low</span></li></ul>' +
        '<label id="field"><input />Remember me</label><select id="choice"><option id="option">A</option></select>',
    ),
  ).toEqual(['delete', 'badge', 'name']);
});
