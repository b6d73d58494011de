// The task editor's values: strings as the inputs hold them, checked by yup, turned back into only the fields
// the user changed (so a save never rewrites what someone else changed in a field left alone).
import { shownStatusOf } from 'tessera-contracts';
import { htmlToPlainText } from 'shared-ui';
import { object, string } from 'yup';
import type { PuxeoStatus, Task } from 'tessera-contracts';

export interface TaskFormValues {
  subject: string;
  project: string;
  status: string;
  /** The board status, where the task's project has board statuses (then the one status the form shows). */
  puxeo_status: string;
  priority: string;
  exp_start_date: string;
  exp_end_date: string;
  expected_time: string;
  description: string;
}

/** Frappe's Data fields hold 140 characters. */
export const SUBJECT_MAX = 140;

const isHours = (value: string | undefined) => !value || (Number.isFinite(Number(value)) && Number(value) >= 0);

export const subjectRule = string()
  .trim()
  .required('Enter a subject.')
  .max(SUBJECT_MAX, `Keep the subject to ${SUBJECT_MAX} characters.`);

export const taskFormSchema = object({
  subject: subjectRule,
  // A task on a board with statuses has its status there (board-status.ts); ERPNext's is not shown then.
  status: string().when('puxeo_status', {
    is: (boardStatus: string | undefined) => !boardStatus,
    then: (rule) => rule.required('Choose a status.'),
  }),
  priority: string().required('Choose a priority.'),
  exp_end_date: string().test('after-start', "The end date can't be before the start date.", function (end) {
    const start: unknown = this.parent.exp_start_date;
    return !start || !end || typeof start !== 'string' || end >= start;
  }),
  expected_time: string().test('hours', 'Enter the hours as a number, 0 or more.', isHours),
});

/** `boardStatuses`: those of the task's project (board-status.ts), whose one the form shows; none: its `status`. */
export function formValuesOf(task: Task, boardStatuses: readonly PuxeoStatus[] = []): TaskFormValues {
  const shown = shownStatusOf(task, boardStatuses);
  return {
    subject: task.subject,
    project: task.project ?? '',
    status: task.status ?? '',
    puxeo_status: shown.kind === 'board' ? shown.status.name : (task.puxeo_status ?? ''),
    priority: task.priority ?? '',
    exp_start_date: task.exp_start_date ?? '',
    exp_end_date: task.exp_end_date ?? '',
    expected_time: typeof task.expected_time === 'number' ? String(task.expected_time) : '',
    description: htmlToPlainText(task.description),
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** The fields whose value differs from the task's, as the API takes them (an emptied field becomes null). */
export function changedFields(
  task: Task,
  values: TaskFormValues,
  boardStatuses: readonly PuxeoStatus[] = [],
): Partial<Task> {
  const before = formValuesOf(task, boardStatuses);
  const after = { ...values, subject: values.subject.trim() };
  const changes: Partial<Task> = {};
  if (after.subject !== before.subject) changes.subject = after.subject;
  if (after.project !== before.project) changes.project = orNull(after.project);
  if (after.status !== before.status) changes.status = after.status;
  if (after.puxeo_status !== before.puxeo_status) changes.puxeo_status = orNull(after.puxeo_status);
  if (after.priority !== before.priority) changes.priority = after.priority;
  if (after.exp_start_date !== before.exp_start_date) changes.exp_start_date = orNull(after.exp_start_date);
  if (after.exp_end_date !== before.exp_end_date) changes.exp_end_date = orNull(after.exp_end_date);
  if (after.expected_time !== before.expected_time)
    changes.expected_time = after.expected_time === '' ? null : Number(after.expected_time);
  if (after.description !== before.description) changes.description = after.description;
  return changes;
}
