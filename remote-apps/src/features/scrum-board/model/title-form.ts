// The column title dialog's rule: a title, at most as long as the demo API keeps.
import { object, string } from 'yup';
import { SCRUM_TITLE_MAX } from 'tessera-contracts';

export interface TitleValues {
  title: string;
}

export const titleSchema = object({
  title: string()
    .trim()
    .required('Enter a title.')
    .max(SCRUM_TITLE_MAX, `Keep the title to ${SCRUM_TITLE_MAX} characters or fewer.`),
});
