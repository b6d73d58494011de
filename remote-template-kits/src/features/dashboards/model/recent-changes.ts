// The overview's recent activity: what happened to a task lately, in words.
import type { ChangedTask } from '../api/list-recent-changes';

/** "created" for a task not changed since it was made, else "changed". */
export function changeVerb(task: Pick<ChangedTask, 'creation' | 'modified'>): 'created' | 'changed' {
  return task.modified === undefined || task.modified === task.creation ? 'created' : 'changed';
}
