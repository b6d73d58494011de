// The quick add's values: a subject, under the task editor's rule, and the project the new task takes.
import { object, string } from 'yup';
import { subjectRule } from './task-editor/task-form';

export interface QuickAddValues {
  subject: string;
  /** The project chosen in the picker ('' for none). */
  project: string;
}

export const quickAddSchema = object({
  subject: subjectRule,
  project: string(),
});

/** The project the new task takes: the one chosen while it is still offered, else the first offered. */
export function projectToAdd(chosen: string, offered: readonly string[]): string {
  return offered.includes(chosen) ? chosen : (offered[0] ?? '');
}
