import { cardMidpoints, dropIndex } from './drop-index';

test('a drop lands after every card whose middle is above the pointer', () => {
  const midpoints = [50, 150, 250];
  expect(dropIndex(midpoints, 10)).toBe(0);
  expect(dropIndex(midpoints, 100)).toBe(1);
  expect(dropIndex(midpoints, 249)).toBe(2);
  expect(dropIndex(midpoints, 900)).toBe(3);
  expect(dropIndex([], 900)).toBe(0);
});

test('the dragged card itself is not counted among the cards it is dropped between', () => {
  const list = document.createElement('ul');
  ['A', 'B', 'C'].forEach((name, index) => {
    const item = document.createElement('li');
    item.dataset.cardName = name;
    item.getBoundingClientRect = () => ({ top: index * 100, height: 80 }) as DOMRect;
    list.append(item);
  });
  expect(cardMidpoints(list, 'B')).toEqual([40, 240]);
  expect(cardMidpoints(null, 'B')).toEqual([]);
});
