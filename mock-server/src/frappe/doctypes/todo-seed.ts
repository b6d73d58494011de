// Sample assignments: every third seeded task is assigned to one of the demo users (by the task's owner), so
// the task views show assignees from the first start.

import type { DocSeedContext } from '../resource/doctype';

const ASSIGNEES = ['editor@tessera.dev', 'admin@tessera.dev', 'sa@tessera.dev'];

export function seedTodos({ insert, db }: DocSeedContext): void {
  const tasks = db.prepare('SELECT name, subject, owner FROM "tabTask" ORDER BY creation ASC, name ASC').all() as {
    name: string;
    subject: string;
    owner: string;
  }[];
  tasks.forEach((task, index) => {
    if (index % 3 !== 0) return;
    const assignee = ASSIGNEES[(index / 3) % ASSIGNEES.length]!;
    insert({
      allocated_to: assignee,
      reference_type: 'Task',
      reference_name: task.name,
      description: task.subject,
      status: 'Open',
      assigned_by: task.owner,
    });
  });
}
