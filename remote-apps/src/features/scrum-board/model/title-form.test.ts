import { titleSchema } from './title-form';

const errorOf = (title: string) =>
  titleSchema.validate({ title }).then(
    () => null,
    (error: Error) => error.message,
  );

it('a column title is needed, at most 140 characters once trimmed', async () => {
  expect(await errorOf('Review')).toBeNull();
  expect(await errorOf('   ')).toBe('Enter a title.');
  expect(await errorOf(` ${'x'.repeat(140)} `)).toBeNull();
  expect(await errorOf('x'.repeat(141))).toBe('Keep the title to 140 characters or fewer.');
});
