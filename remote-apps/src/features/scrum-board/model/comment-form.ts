// The comment form's rule: some text, at most as long as the demo API keeps.
import { object, string } from 'yup';
import { SCRUM_COMMENT_MAX } from 'tessera-contracts';

export interface CommentValues {
  text: string;
}

export const commentSchema = object({
  text: string()
    .trim()
    .required('Write the comment first.')
    .max(SCRUM_COMMENT_MAX, `Keep the comment to ${SCRUM_COMMENT_MAX} characters or fewer.`),
});
