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
