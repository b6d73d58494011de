import { SCRUM_COMMENT_MAX } from 'tessera-contracts';
import { commentSchema } from './comment-form';

const errorOf = (text: string) =>
  commentSchema.validate({ text }).then(
    () => null,
    (error: Error) => error.message,
  );

it('a comment needs some text, at most as long as the server keeps once trimmed', async () => {
  expect(await errorOf('Looks good')).toBeNull();
  expect(await errorOf(' \n ')).toBe('Write the comment first.');
  expect(await errorOf(` ${'x'.repeat(SCRUM_COMMENT_MAX)} `)).toBeNull();
  expect(await errorOf('x'.repeat(SCRUM_COMMENT_MAX + 1))).toBe(
    `Keep the comment to ${SCRUM_COMMENT_MAX} characters or fewer.`,
  );
});
