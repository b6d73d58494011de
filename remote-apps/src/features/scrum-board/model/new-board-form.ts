// The new-board form's rule: a title, at most as long as the demo API keeps.
import { object, string } from 'yup';
import { SCRUM_TITLE_MAX } from 'tessera-contracts';

export interface NewBoardValues {
  title: string;
}

export const newBoardSchema = object({
  title: string()
    .trim()
    .required('Give the new board a title.')
    .max(SCRUM_TITLE_MAX, `Keep the title to ${SCRUM_TITLE_MAX} characters or fewer.`),
});
