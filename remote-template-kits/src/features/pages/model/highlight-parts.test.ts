import { highlightParts, matchesQuery, normalizeQuery } from './highlight-parts';

test('marks every occurrence, whatever its case, and keeps the text as written', () => {
  expect(highlightParts('Design the design system', 'DESIGN')).toEqual([
    { text: 'Design', match: true },
    { text: ' the ', match: false },
    { text: 'design', match: true },
    { text: ' system', match: false },
  ]);
});

test('a match at the end, and a query with stray spaces', () => {
  expect(highlightParts('Mobile app', '  app ')).toEqual([
    { text: 'Mobile ', match: false },
    { text: 'app', match: true },
  ]);
  expect(highlightParts('Plan the  launch', 'the   launch')).toEqual([{ text: 'Plan the  launch', match: false }]);
  expect(highlightParts('Plan the launch', 'the   launch')).toEqual([
    { text: 'Plan ', match: false },
    { text: 'the launch', match: true },
  ]);
});

test('no query, no match, or an empty text: nothing is marked', () => {
  expect(highlightParts('Tasks', '')).toEqual([{ text: 'Tasks', match: false }]);
  expect(highlightParts('Tasks', 'kanban')).toEqual([{ text: 'Tasks', match: false }]);
  expect(highlightParts('', 'x')).toEqual([]);
});

test('markup in the text stays text', () => {
  expect(highlightParts('<b>bold</b> move', 'bold')).toEqual([
    { text: '<b>', match: false },
    { text: 'bold', match: true },
    { text: '</b> move', match: false },
  ]);
});

test('matches do not overlap', () => {
  expect(highlightParts('aaaa', 'aa').map((part) => part.text)).toEqual(['aa', 'aa']);
});

test('matchesQuery and normalizeQuery', () => {
  expect(matchesQuery('Switch to dark mode', 'DARK')).toBe(true);
  expect(matchesQuery('Switch to dark mode', 'light')).toBe(false);
  expect(matchesQuery('anything', '   ')).toBe(true);
  expect(normalizeQuery('  two   words ')).toBe('two words');
});
