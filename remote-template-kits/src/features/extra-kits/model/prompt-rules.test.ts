import { projectNameRule, promptSchema, teammateEmailRule } from './prompt-rules';

const errorOf = (schema: ReturnType<typeof promptSchema>, answer: string) =>
  schema.validate({ answer }).then(
    () => null,
    (error: Error) => error.message,
  );

it('a project name is needed, at most 40 characters once trimmed', async () => {
  const schema = promptSchema(projectNameRule);
  expect(await errorOf(schema, ' Website redesign ')).toBeNull();
  expect(await errorOf(schema, '   ')).toBe('Enter a name');
  expect(await errorOf(schema, ` ${'x'.repeat(40)} `)).toBeNull();
  expect(await errorOf(schema, 'x'.repeat(41))).toBe('Use at most 40 characters');
});

it('a teammate is invited by an email address', async () => {
  const schema = promptSchema(teammateEmailRule);
  const message = 'Enter an email address such as ana@example.com';
  expect(await errorOf(schema, ' ana@example.com ')).toBeNull();
  expect(await errorOf(schema, '')).toBe(message);
  expect(await errorOf(schema, 'ana@example')).toBe(message);
});

it('a prompt without a rule takes any answer', async () => {
  expect(await errorOf(promptSchema(), '')).toBeNull();
});
