import { shareSchema } from './share-form';

it('the link is sent to an email address, trimmed', async () => {
  await expect(shareSchema.validate({ email: ' client@example.com ' })).resolves.toEqual({
    email: 'client@example.com',
  });
  const message = 'Enter an email address such as name@company.com.';
  await expect(shareSchema.validate({ email: '   ' })).rejects.toThrow(message);
  await expect(shareSchema.validate({ email: 'client@example' })).rejects.toThrow(message);
});
