import { TASK_PRIORITIES } from 'tessera-contracts';

/** The task fields the cell editor changes. */
export type EditableField = 'subject' | 'priority';

/** The server's limit for a Data field such as the subject. */
export const SUBJECT_MAX_LENGTH = 140;

/** Why `value` cannot be saved in `field`, or null when it can. */
export function validateCell(field: EditableField, value: string): string | null {
  if (field === 'subject') {
    const subject = value.trim();
    if (subject === '') return 'Subject is required.';
    if (subject.length > SUBJECT_MAX_LENGTH) {
      return `Subject must be at most ${SUBJECT_MAX_LENGTH} characters (it has ${subject.length}).`;
    }
    return null;
  }
  return (TASK_PRIORITIES as readonly string[]).includes(value)
    ? null
    : `Priority must be one of ${TASK_PRIORITIES.join(', ')}.`;
}
