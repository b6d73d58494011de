// What a dragged card carries on the project page: its task, and the group it came from.
export const TASK_CARD = 'task-manager/task-card';

export interface DraggedTask {
  name: string;
  from: string;
}
