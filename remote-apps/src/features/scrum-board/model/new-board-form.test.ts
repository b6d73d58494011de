import { newBoardSchema } from './new-board-form';

it('a new board needs a title, trimmed, at most 140 characters', async () => {
  await expect(newBoardSchema.validate({ title: '  Release 2.0 ' })).resolves.toEqual({ title: 'Release 2.0' });
  await expect(newBoardSchema.validate({ title: '   ' })).rejects.toThrow('Give the new board a title.');
  await expect(newBoardSchema.validate({ title: 'x'.repeat(141) })).rejects.toThrow(
    'Keep the title to 140 characters or fewer.',
  );
});
