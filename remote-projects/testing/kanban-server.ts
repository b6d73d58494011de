// For the kanban tests: a small Frappe with two spaces, their statuses and projects, and tasks, behind the real
// API client. Writes change its tasks; a test can hold or refuse the next Task save.
import { frappeError, installFakeServer, type FakeReply } from 'shared-auth/testing';
import type { Project, PuxeoStatus, Space, Task } from 'tessera-contracts';

export const SPACES: Space[] = [
  { name: 'engineering', name1: 'Engineering', color: '#2563eb' },
  { name: 'product', name1: 'Product', color: '#7c3aed' },
];

// Listed out of order: the board follows `position`.
export const STATUSES: PuxeoStatus[] = [
  { name: 'st-done', name1: 'Done', color: '#16a34a', space: 'engineering', position: 3 },
  { name: 'st-todo', name1: 'To do', color: '#64748b', space: 'engineering', position: 1 },
  { name: 'st-prog', name1: 'In progress', color: '#2563eb', space: 'engineering', position: 2 },
  { name: 'st-planned', name1: 'Planned', color: '#64748b', project: 'PROJ-0003', is_custom: 1, position: 1 },
  { name: 'st-shipped', name1: 'Shipped', color: '#16a34a', project: 'PROJ-0003', is_custom: 1, position: 2 },
  { name: 'st-backlog', name1: 'Backlog', color: '#64748b', space: 'product', position: 1 },
];

/** The people tasks can be given to, as the User link search answers. */
export const PEOPLE = [
  { value: 'ada@example.com', description: 'Ada Lovelace' },
  { value: 'grace@example.com', description: 'Grace Hopper' },
];

export const PROJECTS: Project[] = [
  { name: 'PROJ-0001', project_name: 'Mobile app', space: 'engineering', color: '#0891b2', is_custom: 0 },
  { name: 'PROJ-0002', project_name: 'API platform', space: 'engineering', is_custom: 0 },
  { name: 'PROJ-0003', project_name: 'Release 1.2', space: 'engineering', is_custom: 1 },
  { name: 'PROJ-0004', project_name: 'Customer portal', space: 'product', is_custom: 0 },
];

export function seedTasks(): Task[] {
  return [
    task('T-1', 'Write the API docs', 'PROJ-0002', 'st-todo', 'i1', { priority: 'High', exp_end_date: '2026-03-20' }),
    task('T-2', 'Fix the login crash', 'PROJ-0001', 'st-todo', 'i2', { priority: 'Urgent' }),
    task('T-3', 'Add dark mode', 'PROJ-0001', 'st-todo', 'i3'),
    task('T-4', 'Profile the sync', 'PROJ-0001', 'st-prog', 'i1', { priority: 'Low' }),
    task('T-5', 'Ship the beta', 'PROJ-0002', 'st-done', 'i1'),
    task('T-6', 'Cut the release branch', 'PROJ-0003', 'st-planned', 'i1'),
    task('T-7', 'Interview customers', 'PROJ-0004', 'st-backlog', 'i1', { status: 'Working' }),
  ];
}

function task(
  name: string,
  subject: string,
  project: string,
  puxeo_status: string,
  kanban_rank: string,
  extra: Partial<Task> = {},
): Task {
  return {
    name,
    subject,
    project,
    puxeo_status,
    kanban_rank,
    status: 'Open',
    priority: 'Medium',
    modified: `${name}-v1`,
    ...extra,
  };
}

type Filter = [string, string, unknown];

function matches(record: Record<string, unknown>, filters: unknown): boolean {
  if (!filters) return true;
  const list: Filter[] = Array.isArray(filters)
    ? (filters as Filter[])
    : Object.entries(filters as Record<string, unknown>).map(([field, value]) => [field, '=', value]);
  return list.every(([field, op, value]) =>
    op === 'in' ? (value as unknown[]).includes(record[field]) : record[field] === value,
  );
}

export interface KanbanServer {
  tasks: Task[];
  puts: Array<{ name: string; body: Record<string, unknown> }>;
  posts: Array<Record<string, unknown>>;
  taskReads: () => Array<unknown>;
  /** The reply to the next Task save, instead of saving it (a promise holds the answer until it settles). */
  nextSave: FakeReply | Promise<FakeReply> | null;
  /** The reply to every Task list read, instead of the tasks. */
  taskListReply: FakeReply | null;
  restore: () => void;
}

export function installKanbanServer(): KanbanServer {
  const reads: unknown[] = [];
  const server: KanbanServer = {
    tasks: seedTasks(),
    puts: [],
    posts: [],
    taskReads: () => reads,
    nextSave: null,
    taskListReply: null,
    restore: () => undefined,
  };
  let created = 0;
  const fake = installFakeServer(async ({ method, url, params, body }) => {
    const filters = typeof params.filters === 'string' ? (JSON.parse(params.filters) as unknown) : undefined;
    const [, , , doctype, name] = url.split('/').map(decodeURIComponent);
    if (method === 'GET' && doctype === 'Spaces') return { status: 200, data: { data: SPACES } };
    if (method === 'GET' && doctype === 'Project') return { status: 200, data: { data: PROJECTS } };
    if (method === 'GET' && doctype === 'Puxeo Statuses')
      return { status: 200, data: { data: STATUSES.filter((status) => matches({ ...status }, filters)) } };
    if (url === '/api/method/frappe.desk.search.search_link') return { status: 200, data: { message: PEOPLE } };
    if (method === 'GET' && doctype === 'Task') {
      reads.push(filters);
      if (server.taskListReply) return server.taskListReply;
      return { status: 200, data: { data: server.tasks.filter((row) => matches({ ...row }, filters)) } };
    }
    if (method === 'PUT' && doctype === 'Task' && name) {
      const changes = body as Record<string, unknown>;
      server.puts.push({ name, body: changes });
      const planned = server.nextSave;
      server.nextSave = null;
      if (planned) {
        const reply = await planned;
        if (reply === 'network-error' || reply.status >= 400) return reply;
      }
      const index = server.tasks.findIndex((row) => row.name === name);
      const { modified: _base, ...fields } = changes;
      const saved = { ...server.tasks[index], ...fields, modified: `${name}-v${server.puts.length + 1}` } as Task;
      server.tasks[index] = saved;
      return { status: 200, data: { data: saved } };
    }
    if (method === 'POST' && doctype === 'Task') {
      server.posts.push(body as Record<string, unknown>);
      created += 1;
      const saved = {
        status: 'Open',
        priority: 'Medium',
        ...(body as Task),
        name: `T-NEW-${created}`,
        modified: 'new-v1',
      };
      server.tasks.push(saved);
      return { status: 200, data: { data: saved } };
    }
    return undefined;
  });
  server.restore = fake.restore;
  return server;
}

export { frappeError };
