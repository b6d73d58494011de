import { makeTag } from '@apps/testing/todo-fixtures';
import { newTagSchema } from './tag-name';

it('a new tag needs a name, trimmed, that no tag has yet in any case', async () => {
  const schema = newTagSchema([makeTag(1, 'Work')]);
  await expect(schema.validate({ name: '  Home ' })).resolves.toEqual({ name: 'Home' });
  await expect(schema.validate({ name: '   ' })).rejects.toThrow('Enter a tag name.');
  await expect(schema.validate({ name: ' work ' })).rejects.toThrow('A tag named “work” already exists.');
});
