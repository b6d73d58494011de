// What someone else changed in a task while it was being edited here, said the way a person would: "moved it to
// Done", "changed the due date to 2026-05-01". The edit keeps what was typed; the server's `modified` check still
// refuses a save based on the older version, and the next save sends only the fields changed here.
import type { Task } from 'tessera-contracts';
import { formValuesOf, type TaskFormValues } from './task-form';

const FIELD_LABELS: Record<keyof TaskFormValues, string> = {
  subject: 'subject',
  project: 'project',
  status: 'status',
  puxeo_status: 'status',
  priority: 'priority',
  exp_start_date: 'start date',
  exp_end_date: 'due date',
  expected_time: 'expected time',
  description: 'description',
};

/** Each change of `after` from `before`, as words; empty when the fields the editor shows are the same. */
export function describeChanges(before: Task, after: Task): string[] {
  const was = formValuesOf(before);
  const now = formValuesOf(after);
  return (Object.keys(FIELD_LABELS) as (keyof TaskFormValues)[]).flatMap((field) => {
    if (was[field] === now[field]) return [];
    if (field === 'status') return now.status ? [`moved it to ${now.status}`] : [];
    // A board status by its record's name, which means nothing to a reader.
    if (field === 'puxeo_status') return ['changed the status'];
    if (field === 'description' || now[field] === '') return [`changed the ${FIELD_LABELS[field]}`];
    return [`changed the ${FIELD_LABELS[field]} to “${now[field]}”`];
  });
}

/**
 * The notice for a task that someone else saved since the editor opened it (`opened`), or null: "Ada Lovelace moved
 * it to Done and changed the priority to “High”." `who` names a user from their user name.
 */
export function editConflictNotice(
  opened: Task,
  current: Task,
  me: string | undefined,
  who: (user: string) => string,
): string | null {
  if (!current.modified || current.modified === opened.modified) return null;
  if (!current.modified_by || current.modified_by === me) return null;
  const changes = describeChanges(opened, current);
  const what = changes.length === 0 ? 'saved it' : joinWords(changes);
  return `${who(current.modified_by)} ${what} while you were editing.`;
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
