// For this feature's tests: a small Frappe with Tasks and Projects behind the real API client, and the session
// of a user with a given role.
import { frappeError, installFakeServer, setSessionForTest, type FakeReply } from 'shared-auth/testing';
import type { Role } from 'shared-auth';
import type { Project, PuxeoStatus, Task } from 'tessera-contracts';

export const PROJECTS: Project[] = [
  { name: 'PROJ-0001', project_name: 'Website relaunch', space: 'product' },
  { name: 'PROJ-0002', project_name: 'Mobile app', space: 'engineering' },
];

export function makeTask(name: string, values: Partial<Task> = {}): Task {
  return {
    name,
    subject: `Task ${name}`,
    project: 'PROJ-0001',
    status: 'Open',
    priority: 'Medium',
    modified: '2026-03-01 10:00:00.000000',
    ...values,
  };
}

export interface FakeTaskBackend {
  tasks: Task[];
  calls: Array<{ method: string; url: string; body: unknown }>;
  /** Answers the next write (PUT, POST or DELETE) with this instead of doing it. */
  refuseNextWrite: (reply: FakeReply) => void;
  /** Answers the next read of the tasks with this. */
  failNextRead: (reply: FakeReply) => void;
  restore: () => void;
}

const TASK_URL = '/api/resource/Task';

function projectFilter(params: Record<string, unknown>): string | null {
  if (typeof params.filters !== 'string') return null;
  const filters = JSON.parse(params.filters) as Array<[string, string, string]>;
  return filters.find(([field]) => field === 'project')?.[2] ?? null;
}

/** `statuses`: the board statuses (Puxeo Statuses) of every space and project; none by default. */
export function serveTasks(
  initial: Task[],
  projects: Project[] = PROJECTS,
  statuses: PuxeoStatus[] = [],
): FakeTaskBackend {
  const backend = { tasks: initial.map((task) => ({ ...task })) } as FakeTaskBackend;
  let refusal: FakeReply | null = null;
  let readFailure: FakeReply | null = null;
  let saves = 0;
  const server = installFakeServer(({ method, url, params, body }) => {
    if (method === 'GET' && url === '/api/resource/Project') return { status: 200, data: { data: projects } };
    if (method === 'GET' && decodeURIComponent(url) === '/api/resource/Puxeo Statuses')
      return { status: 200, data: { data: statuses } };
    if (method === 'GET' && url === TASK_URL) {
      if (readFailure) {
        const reply = readFailure;
        readFailure = null;
        return reply;
      }
      const project = projectFilter(params);
      const rows = backend.tasks.filter((task) => project === null || task.project === project);
      return { status: 200, data: { data: rows.map((task) => ({ ...task })) } };
    }
    if (url === '/api/method/frappe.desk.search.search_link') return { status: 200, data: { message: PEOPLE } };
    if (method === 'GET') return undefined;
    if (url.startsWith('/api/method/')) return answerAssignmentCall(backend, url, body as AssignmentArgs);
    if (refusal) {
      const reply = refusal;
      refusal = null;
      return reply;
    }
    const name = decodeURIComponent(url.slice(TASK_URL.length + 1));
    const index = backend.tasks.findIndex((task) => task.name === name);
    saves += 1;
    const modified = `2026-03-02 10:00:${String(saves).padStart(2, '0')}.000000`;
    if (method === 'POST' && url === TASK_URL) {
      const created = { ...(body as Task), name: `TASK-2026-9${String(saves).padStart(4, '0')}`, modified };
      backend.tasks.unshift(created);
      return { status: 200, data: { data: created } };
    }
    if (index < 0) return frappeError(404, 'DoesNotExistError', `Task ${name} not found`);
    if (method === 'DELETE') {
      backend.tasks.splice(index, 1);
      return { status: 202, data: { data: 'ok' } };
    }
    const changes = body as Partial<Task>;
    const saved = { ...backend.tasks[index]!, ...changes, modified };
    backend.tasks[index] = saved;
    return { status: 200, data: { data: saved } };
  });
  backend.calls = server.calls;
  backend.refuseNextWrite = (reply) => (refusal = reply);
  backend.failNextRead = (reply) => (readFailure = reply);
  backend.restore = server.restore;
  return backend;
}

/** The people the assignee picker offers. */
export const PEOPLE = [
  { value: 'editor@tessera.dev', description: 'Elena Park' },
  { value: 'admin@tessera.dev', description: 'Adam Reyes' },
];

interface AssignmentArgs {
  name?: string;
  assign_to?: string | string[];
}

/** frappe.desk.form.assign_to.add/remove, on the tasks' `_assign`. */
function answerAssignmentCall(backend: FakeTaskBackend, url: string, args: AssignmentArgs): FakeReply | undefined {
  const method = url.slice('/api/method/'.length);
  const task = backend.tasks.find((candidate) => candidate.name === args.name);
  if (!task) return frappeError(404, 'DoesNotExistError', `Task ${args.name} not found`);
  const current: string[] = task._assign ? (JSON.parse(task._assign) as string[]) : [];
  let next = current;
  if (method === 'frappe.desk.form.assign_to.add') next = [...new Set([...current, ...(args.assign_to as string[])])];
  else if (method === 'frappe.desk.form.assign_to.remove') next = current.filter((id) => id !== args.assign_to);
  else return undefined;
  task._assign = JSON.stringify(next);
  return { status: 200, data: { message: next.map((owner) => ({ owner, name: `todo-${owner}` })) } };
}

/** The writes the page sent, without the reads. */
export function writesOf(backend: FakeTaskBackend) {
  return backend.calls.filter((call) => call.method !== 'GET');
}

export function signInAs(role: Role): void {
  const email = `${role.toLowerCase()}@tessera.dev`;
  setSessionForTest({ userId: email, email, displayName: `${role} user`, role, photoURL: null });
}

export const STALE_REPLY = frappeError(
  417,
  'TimestampMismatchError',
  'Error: Document has been modified after you have opened it',
);
