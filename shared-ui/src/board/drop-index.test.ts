import { drawnCards, dropIndex, dropMarkOf } from './drop-index';

const drawn = (...pairs: Array<[number, number]>) => pairs.map(([index, middle]) => ({ index, middle }));

test('a drop lands before the first card whose middle is below the pointer, else after the last one', () => {
  const cards = drawn([0, 50], [1, 150], [2, 250]);
  expect(dropIndex(cards, 10, null)).toBe(0);
  expect(dropIndex(cards, 100, null)).toBe(1);
  expect(dropIndex(cards, 249, null)).toBe(2);
  expect(dropIndex(cards, 900, null)).toBe(3);
  expect(dropIndex([], 900, null)).toBe(0);
});

test('in a long column only some cards are drawn: the index is their place in the whole column', () => {
  // Cards 40 to 43 are drawn, the column scrolled down to them.
  const cards = drawn([40, 20], [41, 120], [42, 220], [43, 320]);
  expect(dropIndex(cards, 150, null)).toBe(42);
  expect(dropIndex(cards, 900, null)).toBe(44);
  expect(dropIndex(cards, 0, null)).toBe(40);
});

test('the dragged card itself is not counted among the cards it is dropped between', () => {
  const cards = drawn([0, 50], [2, 250], [3, 350]);
  // Dragged from index 1, dropped between cards 2 and 3: index 2 among the others.
  expect(dropIndex(cards, 300, 1)).toBe(2);
  // A card above it is not affected by it.
  expect(dropIndex(cards, 10, 1)).toBe(0);
  // From below the drop point: nothing to discount.
  expect(dropIndex(drawn([0, 50], [1, 150]), 100, 5)).toBe(1);
});

test('the drawn cards are read from the list with their place, the dragged one apart', () => {
  const list = document.createElement('ul');
  [12, 13, 14].forEach((index, row) => {
    const item = document.createElement('li');
    item.dataset.cardName = `T-${index}`;
    item.dataset.index = String(index);
    item.getBoundingClientRect = () => ({ top: row * 100, height: 80 }) as DOMRect;
    list.append(item);
  });
  expect(drawnCards(list, 'T-13')).toEqual({ cards: drawn([12, 40], [14, 240]), dragged: 13 });
  expect(drawnCards(null, 'T-13')).toEqual({ cards: [], dragged: null });
});

test('the drop line is drawn before the card the dropped one would precede, else after the last other one', () => {
  const ids = ['a', 'b', 'c'];
  expect(dropMarkOf(ids, { id: 'x', index: 0 })).toEqual({ id: 'a', mark: 'before' });
  expect(dropMarkOf(ids, { id: 'a', index: 1 })).toEqual({ id: 'c', mark: 'before' });
  expect(dropMarkOf(ids, { id: 'x', index: 3 })).toEqual({ id: 'c', mark: 'after' });
  expect(dropMarkOf(['a'], { id: 'a', index: 0 })).toBeNull();
  expect(dropMarkOf(ids, null)).toBeNull();
});
