import { reassignSchema } from './reassign-form';

it('Reassign needs someone chosen', async () => {
  await expect(reassignSchema.validate({ assignee: 'editor@tessera.dev' })).resolves.toEqual({
    assignee: 'editor@tessera.dev',
  });
  await expect(reassignSchema.validate({ assignee: '' })).rejects.toThrow('Choose a person.');
});
