import { updateDoc } from 'shared-auth';
import type { TableTask } from './list-table-tasks';
import type { EditableField } from '../model/validate-cell';

/**
 * Saves one field of a task with the `modified` it was read at, so the server refuses the change (417
 * TimestampMismatchError) if someone saved the task since.
 */
export function saveTaskCell(task: TableTask, field: EditableField, value: string): Promise<TableTask> {
  return updateDoc<TableTask>('Task', task.name, { [field]: value, modified: task.modified });
}
