import { moveStatus, newDraftStatus, statusDraftErrors } from './status-draft';

test('a status needs a name and a colour, and a name not yet in the list', () => {
  const existing = [newDraftStatus('Done', '#16a34a')];
  expect(statusDraftErrors('  ', '#000000', existing)).toEqual({ statusName: 'Enter a status name.' });
  expect(statusDraftErrors('Review', '', existing)).toEqual({ statusColor: 'Choose a status color.' });
  expect(statusDraftErrors('Review', 'red', existing)).toEqual({ statusColor: 'Enter the color as #rrggbb.' });
  expect(statusDraftErrors(' done ', '#000000', existing)).toEqual({ statusName: 'done is already in the list.' });
  expect(statusDraftErrors('Review', '#000000', existing)).toEqual({});
});

test('a new status is trimmed and selected', () => {
  expect(newDraftStatus('  Review ', ' #FF8800 ')).toMatchObject({ name: 'Review', color: '#ff8800', selected: true });
});

test('moves a status by one place, and not past either end', () => {
  const [a, b, c] = ['A', 'B', 'C'].map((name) => newDraftStatus(name, '#000000'));
  const list = [a!, b!, c!];
  expect(moveStatus(list, 2, -1).map((status) => status.name)).toEqual(['A', 'C', 'B']);
  expect(moveStatus(list, 0, 1).map((status) => status.name)).toEqual(['B', 'A', 'C']);
  expect(moveStatus(list, 0, -1).map((status) => status.name)).toEqual(['A', 'B', 'C']);
  expect(moveStatus(list, 2, 1).map((status) => status.name)).toEqual(['A', 'B', 'C']);
});
