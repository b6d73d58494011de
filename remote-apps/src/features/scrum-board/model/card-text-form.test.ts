import { cardTextSchema, withText, type CardTextValues } from './card-text-form';
import { testCard } from '@apps/testing/scrum-board-fixtures';

const errorOf = (values: CardTextValues) =>
  cardTextSchema.validate(values).then(
    () => null,
    (error: Error) => error.message,
  );

it('a card needs a title; title and description within what the API keeps', async () => {
  expect(await errorOf({ title: 'Design', description: '' })).toBeNull();
  expect(await errorOf({ title: '  ', description: 'Notes' })).toBe('A card needs a title.');
  expect(await errorOf({ title: 'x'.repeat(141), description: '' })).toBe('Keep the title to 140 characters or fewer.');
  expect(await errorOf({ title: 'Design', description: 'x'.repeat(5001) })).toBe(
    'Keep the description to 5000 characters or fewer.',
  );
});

it('saves the title trimmed and the description as typed', () => {
  const card = testCard(7, 'Old');
  expect(withText(card, { title: '  New  ', description: ' keep my spaces ' })).toEqual({
    ...card,
    title: 'New',
    description: ' keep my spaces ',
  });
});
