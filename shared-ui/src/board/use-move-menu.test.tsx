import { act, renderHook } from '@testing-library/react';
import { useMoveMenu } from './use-move-menu';

const targets = [
  { id: 'todo', label: 'To do' },
  { id: 'done', label: 'Done' },
];
const idOf = (card: string) => card;
const board = (todo: string[], done: string[] = []) =>
  new Map<string, readonly string[]>([
    ['todo', todo],
    ['done', done],
  ]);

/** A card's Move button, drawn in the document as the board would draw it. */
function drawCard(id: string): HTMLButtonElement {
  const card = document.createElement('li');
  card.dataset.cardName = id;
  const button = document.createElement('button');
  button.setAttribute('aria-haspopup', 'menu');
  card.append(button);
  document.body.append(card);
  return button;
}

afterEach(() => document.body.replaceChildren());

function openBoard(groups: ReadonlyMap<string, readonly string[]>) {
  return renderHook(({ groups }) => useMoveMenu({ groups, idOf, targets, ordered: true }), {
    initialProps: { groups },
  });
}

test('the menu opens for a card where it is, with the first other column highlighted', () => {
  const { result } = openBoard(board(['a', 'b']));
  act(() => result.current.openMenu('b', drawCard('b')));
  expect(result.current.open).toEqual({ card: 'b', place: { column: 'todo', index: 1, count: 2 } });
  expect(result.current.menuCardIn('todo')).toBe('b');
  expect(result.current.menuCardIn('done')).toBeNull();
});

test('the menu follows its card into another column', () => {
  const { result, rerender } = openBoard(board(['a', 'b']));
  act(() => result.current.openMenu('b', drawCard('b')));
  rerender({ groups: board(['a'], ['b']) });
  expect(result.current.open?.place).toEqual({ column: 'done', index: 0, count: 1 });
});

test('a menu whose card has gone closes for good, and does not come back with the card', () => {
  const { result, rerender } = openBoard(board(['a', 'b']));
  act(() => result.current.openMenu('b', drawCard('b')));
  rerender({ groups: board(['a']) });
  expect(result.current.open).toBeNull();
  rerender({ groups: board(['a', 'b']) });
  expect(result.current.open).toBeNull();
});

test('the menu is placed by its card’s Move button as drawn now, also after the card was drawn anew', () => {
  const { result } = openBoard(board(['a']));
  const first = drawCard('a');
  act(() => result.current.openMenu('a', first));
  expect(result.current.anchorElement()).toBe(first);

  first.closest('li')?.remove();
  const redrawn = drawCard('a');
  expect(result.current.anchorElement()).toBe(redrawn);

  act(() => result.current.close());
  expect(result.current.anchorElement()).toBeNull();
});
