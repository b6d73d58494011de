import { linkSchema } from './link-form';

test('a link address is taken only when it makes a web or mail link', async () => {
  const refused = 'Only http, https and mailto links are allowed.';
  await expect(linkSchema.validate({ address: 'example.com/release' })).resolves.toBeTruthy();
  await expect(linkSchema.validate({ address: 'ana@example.com' })).resolves.toBeTruthy();
  await expect(linkSchema.validate({ address: 'javascript:alert(1)' })).rejects.toThrow(refused);
  await expect(linkSchema.validate({ address: 'localhost' })).rejects.toThrow(refused);
  await expect(linkSchema.validate({ address: '   ' })).rejects.toThrow(refused);
});
