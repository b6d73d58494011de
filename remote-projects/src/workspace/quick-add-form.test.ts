import { projectToAdd, quickAddSchema } from './quick-add-form';

test('a quick-added task needs a subject, trimmed, at most 140 characters', async () => {
  await expect(quickAddSchema.validate({ subject: '  Write notes ', project: '' })).resolves.toEqual({
    subject: 'Write notes',
    project: '',
  });
  await expect(quickAddSchema.validate({ subject: '   ', project: '' })).rejects.toThrow('Enter a subject.');
  await expect(quickAddSchema.validate({ subject: 'x'.repeat(141), project: '' })).rejects.toThrow(
    'Keep the subject to 140 characters.',
  );
});

test('the new task takes the chosen project while it is offered, else the first one', () => {
  expect(projectToAdd('PROJ-0007', ['PROJ-0002', 'PROJ-0007'])).toBe('PROJ-0007');
  expect(projectToAdd('', ['', 'PROJ-0002'])).toBe('');
  expect(projectToAdd('PROJ-0009', ['PROJ-0002', 'PROJ-0007'])).toBe('PROJ-0002');
  expect(projectToAdd('PROJ-0009', [])).toBe('');
});
