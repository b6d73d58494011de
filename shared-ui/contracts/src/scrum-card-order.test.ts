import { insertScrumCard } from './scrum-card-order';

const card = (id: number, rank: string) => ({ id, rank });

describe('insertScrumCard', () => {
  it('puts the card after the ranks below it and before those above', () => {
    const cards = [card(1, 'i0'), card(2, 'i1'), card(3, 'i2')];
    expect(insertScrumCard(cards, card(9, 'i1i')).map(({ id }) => id)).toEqual([1, 2, 9, 3]);
    expect(insertScrumCard(cards, card(9, 'h')).map(({ id }) => id)).toEqual([9, 1, 2, 3]);
    expect(insertScrumCard(cards, card(9, 'i3')).map(({ id }) => id)).toEqual([1, 2, 3, 9]);
  });

  it('between equal ranks, orders by id; a card without a rank goes first', () => {
    const cards = [card(2, 'i1'), card(5, 'i1')];
    expect(insertScrumCard(cards, card(3, 'i1')).map(({ id }) => id)).toEqual([2, 3, 5]);
    expect(insertScrumCard(cards, card(9, '')).map(({ id }) => id)).toEqual([9, 2, 5]);
  });
});
