import { editItemSchema, type EditItemValues, type EditMode } from './edit-item-form';

const errorOf = (mode: EditMode, values: Partial<EditItemValues>) =>
  editItemSchema(mode)
    .validate({ name: 'Product', color: '#0ea5e9', ...values })
    .then(
      () => null,
      (error: Error) => error.message,
    );

it('a rename needs a name, at most 140 characters once trimmed; the colour is not its business', async () => {
  expect(await errorOf('rename', { name: 'Marketing', color: 'not a colour' })).toBeNull();
  expect(await errorOf('rename', { name: '   ' })).toBe('Enter a name.');
  expect(await errorOf('rename', { name: ` ${'x'.repeat(140)} ` })).toBeNull();
  expect(await errorOf('rename', { name: 'x'.repeat(141) })).toBe('Keep the name to 140 characters or fewer.');
});

it('a new colour is #rrggbb; the name is not its business', async () => {
  expect(await errorOf('color', { color: ' #A1B2C3 ', name: '' })).toBeNull();
  expect(await errorOf('color', { color: '' })).toBe('Choose a color.');
  expect(await errorOf('color', { color: 'teal' })).toBe('Enter the color as #rrggbb.');
  expect(await errorOf('color', { color: '#abc' })).toBe('Enter the color as #rrggbb.');
});
