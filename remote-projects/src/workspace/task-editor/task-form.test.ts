import { htmlToPlainText } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { changedFields, formValuesOf, taskFormSchema } from './task-form';

function makeTask(name: string, values: Partial<Task> = {}): Task {
  return { name, subject: `Task ${name}`, status: 'Open', priority: 'Medium', ...values };
}

test('an HTML description becomes its text, paragraphs on their own lines, nothing in it run', () => {
  expect(htmlToPlainText('<p>First <b>bold</b></p><p>Second<br>line</p>')).toBe('First bold\nSecond\nline');
  expect(htmlToPlainText('<img src=x onerror="alert(1)">Hi<script>alert(2)</script>')).toBe('Hi');
  expect(htmlToPlainText(null)).toBe('');
});

test('only the fields the user changed are sent; emptied ones as null, hours as a number', () => {
  const task = makeTask('A', { exp_end_date: '2026-04-01', expected_time: 3, description: '<p>Keep me</p>' });
  const values = { ...formValuesOf(task), subject: '  New subject ', exp_end_date: '', expected_time: '4.5' };
  expect(changedFields(task, values)).toEqual({ subject: 'New subject', exp_end_date: null, expected_time: 4.5 });
  expect(changedFields(task, formValuesOf(task))).toEqual({});
});

test('the form refuses an empty subject, an end before the start and negative hours', async () => {
  const values = {
    ...formValuesOf(makeTask('A')),
    subject: ' ',
    exp_start_date: '2026-05-02',
    exp_end_date: '2026-05-01',
    expected_time: '-1',
  };
  const errors = await taskFormSchema
    .validate(values, { abortEarly: false })
    .catch((error: { errors: string[] }) => error.errors);
  expect(errors).toEqual([
    'Enter a subject.',
    "The end date can't be before the start date.",
    'Enter the hours as a number, 0 or more.',
  ]);
});
