// The filter box: a task matches when its subject, ID, project or type contains every word typed.
import type { Task } from 'tessera-contracts';

export function searchTasks(tasks: Task[], query: string, projectLabel: (name: string) => string): Task[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tasks;
  return tasks.filter((task) => {
    const text = [task.subject, task.name, task.project ? projectLabel(task.project) : '', task.type ?? '']
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
