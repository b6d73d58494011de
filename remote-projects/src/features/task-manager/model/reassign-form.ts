// The Reassign dialog's rule: someone to give the task to.
import { object, string } from 'yup';

export interface ReassignValues {
  /** The chosen user's id (their email), or '' before anyone is chosen. */
  assignee: string;
}

export const reassignSchema = object({
  assignee: string().required('Choose a person.'),
});
