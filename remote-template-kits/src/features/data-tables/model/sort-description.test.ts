import { describeSorting } from './sort-description';

const label = (id: string) => id.toUpperCase();

test('no sort, one key, several keys in order', () => {
  expect(describeSorting([], label)).toBe('Not sorted.');
  expect(describeSorting([{ id: 'due', desc: false }], label)).toBe('Sorted by DUE ascending.');
  expect(
    describeSorting(
      [
        { id: 'priority', desc: true },
        { id: 'subject', desc: false },
      ],
      label,
    ),
  ).toBe('Sorted by PRIORITY descending, then SUBJECT ascending.');
});
