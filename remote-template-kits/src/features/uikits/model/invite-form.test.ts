import { inviteSchema } from './invite-form';

it('an invitation needs an email address, trimmed, and one of the roles', async () => {
  await expect(inviteSchema.validate({ email: ' new.person@example.com ', role: 'Viewer' })).resolves.toEqual({
    email: 'new.person@example.com',
    role: 'Viewer',
  });
  const message = 'Enter an email address such as name@company.com.';
  await expect(inviteSchema.validate({ email: '', role: 'Editor' })).rejects.toThrow(message);
  await expect(inviteSchema.validate({ email: 'new.person@example', role: 'Editor' })).rejects.toThrow(message);
  await expect(inviteSchema.validate({ email: 'new person@example.com', role: 'Editor' })).rejects.toThrow(message);
  await expect(inviteSchema.validate({ email: 'new.person@example.com', role: 'Owner' })).rejects.toThrow();
});
