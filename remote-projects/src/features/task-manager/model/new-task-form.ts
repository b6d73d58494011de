// The "New task" dialog's values and rules: a subject is all it needs.
import { object, string } from 'yup';
import type { Task } from 'tessera-contracts';
import { subjectRule } from '@projects/workspace/task-editor/task-form';

export interface NewTaskValues {
  subject: string;
  status: string;
  priority: string;
  exp_end_date: string;
}

export const NEW_TASK_DEFAULTS: NewTaskValues = { subject: '', status: 'Open', priority: 'Medium', exp_end_date: '' };

export const newTaskSchema = object({
  subject: subjectRule,
  status: string().required(),
  priority: string().required(),
});

export function newTaskOf(values: NewTaskValues, project: string): Partial<Task> & { subject: string } {
  return {
    subject: values.subject.trim(),
    project,
    status: values.status,
    priority: values.priority,
    ...(values.exp_end_date ? { exp_end_date: values.exp_end_date } : {}),
  };
}
