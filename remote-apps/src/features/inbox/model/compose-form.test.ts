import { INBOX_MESSAGE_MAX, INBOX_SUBJECT_MAX } from 'tessera-contracts';
import { composeSchema, EMPTY_DRAFT, newMessageOf } from './compose-form';

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await composeSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

it('needs a recipient and a subject; the text may be empty', async () => {
  expect(await errorsOf(EMPTY_DRAFT)).toEqual(['Choose who to send it to.', 'Enter a subject.']);
  expect(await errorsOf({ to: 'editor@tessera.dev', subject: '   ', message: '' })).toEqual(['Enter a subject.']);
  expect(await errorsOf({ to: 'editor@tessera.dev', subject: 'Hi', message: '' })).toEqual([]);
});

it("keeps to the server's limits", async () => {
  expect(
    await errorsOf({
      to: 'editor@tessera.dev',
      subject: 'x'.repeat(INBOX_SUBJECT_MAX + 1),
      message: 'y'.repeat(INBOX_MESSAGE_MAX + 1),
    }),
  ).toEqual(['At most 200 characters.', 'At most 10,000 characters.']);
});

it('sends the subject trimmed and the text exactly as written', () => {
  expect(newMessageOf({ to: ' editor@tessera.dev ', subject: '  Hi  ', message: '  indented\n\nline' })).toEqual({
    to: 'editor@tessera.dev',
    subject: 'Hi',
    message: '  indented\n\nline',
  });
});
