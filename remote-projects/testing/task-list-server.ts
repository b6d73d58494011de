// For the task list's tests: a small Frappe behind the real API client that filters, groups, counts, sorts and
// pages its tasks the way the list asks (the operators the list uses), and records every request's parameters.
// As on Frappe, an empty value meets a filter differently in a list (as '', so it is before every date) and in
// frappe.client.get_count (where it meets nothing but "is not set").
import { frappeError, installFakeServer, type FakeReply } from 'shared-auth/testing';
import type { Project, PuxeoStatus, Space, Task } from 'tessera-contracts';

export const SPACES: Space[] = [
  { name: 'engineering', name1: 'Engineering' },
  { name: 'empty', name1: 'Empty space' },
];

export const PROJECTS: Project[] = [
  { name: 'PROJ-0003', project_name: 'Mobile app', space: 'engineering' },
  { name: 'PROJ-0007', project_name: 'API platform', space: 'engineering' },
  { name: 'PROJ-0009', project_name: 'Elsewhere', space: 'marketing' },
];

/** The people tasks can be given to, as the User link search answers. */
export const PEOPLE = [
  { value: 'ada@example.com', description: 'Ada Lovelace' },
  { value: 'grace@example.com', description: 'Grace Hopper' },
  { value: 'alan@example.com', description: 'Alan Turing' },
  { value: 'edsger@example.com', description: 'Edsger Dijkstra' },
];

export interface TaskRead {
  url: string;
  params: Record<string, unknown>;
  /** Sent as a POST to frappe.client.get_list or get_count (too long for a URL). */
  posted?: boolean;
}

export interface FakeTaskListServer {
  tasks: Task[];
  /** The board statuses (Puxeo Statuses) of every space and project; none unless a test gives some. */
  statuses: PuxeoStatus[];
  reads: TaskRead[];
  writes: Array<{ method: string; url: string; body: unknown }>;
  /** Refuses every write to this task with `reply`. */
  refuseWritesTo: (name: string, reply: FakeReply) => void;
  /** Answers the next request whose URL matches with `reply` (or holds it until `release` is called). */
  failNext: (url: string, reply: FakeReply) => void;
  /**
   * Holds the next request whose URL matches (and whose params `where` accepts) until the returned function is
   * called, then answers it.
   */
  holdNext: (url: string, where?: (params: Record<string, unknown>) => boolean) => () => void;
  restore: () => void;
}

type Filter = [string, string, unknown];

const fieldValue = (task: Task, field: string): unknown => (task as unknown as Record<string, unknown>)[field];

function matches(task: Task, [field, op, value]: Filter, inCount: boolean): boolean {
  const raw = fieldValue(task, field);
  const text = raw === undefined || raw === null ? '' : String(raw);
  if (inCount && text === '') return op === 'is' && value === 'not set';
  switch (op) {
    case '=':
      return text === String(value);
    case '!=':
      return text !== String(value);
    case 'like': {
      const pattern = String(value).replace(/%/g, '').toLowerCase();
      return text.toLowerCase().includes(pattern);
    }
    case 'in':
      return (value as unknown[]).map(String).includes(text);
    case 'not in':
      return !(value as unknown[]).map(String).includes(text);
    case 'is':
      return value === 'set' ? text !== '' : text === '';
    case 'between': {
      const [from, to] = value as [string, string];
      return text >= from && text <= to;
    }
    case '>=':
      return text >= String(value);
    case '<=':
      return text <= String(value);
    case '<':
      return text < String(value);
    case '>':
      return text > String(value);
    default:
      throw new Error(`The fake server does not know the operator ${op}`);
  }
}

function compare(a: Task, b: Task, orderBy: string): number {
  for (const term of orderBy.split(',')) {
    const [field = 'name', direction = 'asc'] = term.trim().split(/\s+/);
    const key = field === 'creation' ? 'name' : field;
    const left = fieldValue(a, key) ?? '';
    const right = fieldValue(b, key) ?? '';
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    if (order !== 0) return direction === 'desc' ? -order : order;
  }
  return 0;
}

const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

type FakeRequest = Parameters<Parameters<typeof installFakeServer>[0]>[0];

/**
 * A list or count sent as a POST to frappe.client.get_list / get_count (too long for a URL), as the GET it stands
 * for, its arguments as a query string holds them; undefined for any other request.
 */
function postedRead(request: FakeRequest): FakeRequest | undefined {
  const isList = request.url === '/api/method/frappe.client.get_list';
  if (request.method !== 'POST' || !(isList || request.url === '/api/method/frappe.client.get_count')) return undefined;
  const { doctype, ...args } = request.body as Record<string, unknown>;
  const params: Record<string, unknown> = Object.fromEntries(
    Object.entries(isList ? args : { doctype, ...args }).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value),
    ]),
  );
  const url = isList ? `/api/resource/${encodeURIComponent(String(doctype))}` : request.url;
  return { ...request, method: 'GET', url, params };
}

export function serveTaskList(initial: Task[], statuses: PuxeoStatus[] = []): FakeTaskListServer {
  const backend = {
    tasks: initial.map((task) => ({ ...task })),
    statuses: statuses.map((status) => ({ ...status })),
    reads: [],
    writes: [],
  } as unknown as FakeTaskListServer;
  const refusals = new Map<string, FakeReply>();
  const nextFailures: Array<{ url: string; reply: FakeReply }> = [];
  let saves = 0;

  const holds: Array<{ url: string; where: (params: Record<string, unknown>) => boolean; until: Promise<void> }> = [];

  const answer = ({ method, url, params, body }: FakeRequest, posted = false): FakeReply | undefined => {
    const failure = nextFailures.findIndex((entry) => entry.url === url);
    if (failure >= 0) return nextFailures.splice(failure, 1)[0]!.reply;
    if (method === 'GET') {
      if (url === '/api/resource/Spaces') return { status: 200, data: { data: SPACES } };
      if (url === '/api/resource/Project') return { status: 200, data: { data: PROJECTS } };
      if (decodeURIComponent(url) === '/api/resource/Puxeo Statuses')
        return { status: 200, data: { data: backend.statuses } };
      if (url === '/api/method/frappe.desk.search.search_link') return { status: 200, data: { message: PEOPLE } };
      backend.reads.push(posted ? { url, params, posted } : { url, params });
      const filters = (parse(params.filters) as Filter[] | undefined) ?? [];
      const isCount = url === '/api/method/frappe.client.get_count';
      const orFilters = (parse(params.or_filters) as Filter[] | undefined) ?? [];
      const rows = backend.tasks.filter(
        (task) =>
          filters.every((filter) => matches(task, filter, isCount)) &&
          (orFilters.length === 0 || orFilters.some((filter) => matches(task, filter, isCount))),
      );
      if (isCount) return { status: 200, data: { message: rows.length } };
      if (url === '/api/resource/Task') {
        const groupBy = params.group_by as string | undefined;
        if (groupBy) {
          const fields = groupBy.split(',').map((field) => field.trim());
          const counts = new Map<string, { row: Record<string, unknown>; count: number }>();
          for (const task of rows) {
            const row = Object.fromEntries(fields.map((field) => [field, fieldValue(task, field) ?? null]));
            const key = JSON.stringify(row);
            counts.set(key, { row, count: (counts.get(key)?.count ?? 0) + 1 });
          }
          const data = [...counts.values()].map(({ row, count }) => ({ ...row, count }));
          return { status: 200, data: { data } };
        }
        // An aggregate without group_by: one row, over every task that matches.
        if (isCountRead(params)) return { status: 200, data: { data: [{ count: rows.length }] } };
        const sorted = [...rows].sort((a, b) => compare(a, b, String(params.order_by ?? 'name desc')));
        const start = Number(params.limit_start ?? 0);
        const length = Number(params.limit_page_length ?? 20);
        const page = length > 0 ? sorted.slice(start, start + length) : sorted.slice(start);
        // Only the fields asked for, as Frappe answers: a list's rows are not whole tasks.
        const fields = parse(params.fields) as string[] | undefined;
        const pick = (task: Task) =>
          fields ? Object.fromEntries(fields.map((field) => [field, fieldValue(task, field) ?? null])) : { ...task };
        return { status: 200, data: { data: page.map(pick) } };
      }
      const name = decodeURIComponent(url.slice('/api/resource/Task/'.length));
      const task = backend.tasks.find((candidate) => candidate.name === name);
      return task
        ? { status: 200, data: { data: { ...task } } }
        : frappeError(404, 'DoesNotExistError', `Task ${name} not found`);
    }

    backend.writes.push({ method, url, body });
    saves += 1;
    const modified = `2026-03-02 10:00:${String(saves).padStart(2, '0')}.000000`;
    if (method === 'POST') {
      const created = { ...(body as Task), name: `TASK-NEW-${saves}`, modified };
      backend.tasks.unshift(created);
      return { status: 200, data: { data: created } };
    }
    const name = decodeURIComponent(url.slice('/api/resource/Task/'.length));
    const refusal = refusals.get(name);
    if (refusal) return refusal;
    const index = backend.tasks.findIndex((task) => task.name === name);
    if (index < 0) return frappeError(404, 'DoesNotExistError', `Task ${name} not found`);
    if (method === 'DELETE') {
      backend.tasks.splice(index, 1);
      return { status: 202, data: { data: 'ok' } };
    }
    const { modified: basedOn, ...changes } = body as Partial<Task>;
    if (basedOn !== undefined && basedOn !== backend.tasks[index]!.modified)
      return frappeError(417, 'TimestampMismatchError', 'Error: Document has been modified after you have opened it');
    const saved = { ...backend.tasks[index]!, ...changes, modified };
    backend.tasks[index] = saved;
    return { status: 200, data: { data: saved } };
  };
  const held = (request: FakeRequest, posted = false) => {
    const index = holds.findIndex((hold) => hold.url === request.url && hold.where(request.params));
    if (index < 0) return answer(request, posted);
    const [hold] = holds.splice(index, 1);
    return hold!.until.then(() => answer(request, posted));
  };
  const server = installFakeServer(async (request) => {
    const read = postedRead(request);
    if (!read) return held(request);
    const reply = await held(read, true);
    if (
      read.url === '/api/method/frappe.client.get_count' ||
      !reply ||
      reply === 'network-error' ||
      reply.status >= 400
    )
      return reply;
    return { status: reply.status, data: { message: (reply.data as { data: unknown }).data } };
  });

  backend.refuseWritesTo = (name, reply) => refusals.set(name, reply);
  backend.failNext = (url, reply) => nextFailures.push({ url, reply });
  backend.holdNext = (url, where = () => true) => {
    let release!: () => void;
    holds.push({ url, where, until: new Promise<void>((resolve) => (release = resolve)) });
    return release;
  };
  backend.restore = server.restore;
  return backend;
}

/** The Frappe filters of a read, parsed. */
export function filtersOf(read: TaskRead): Filter[] {
  return (parse(read.params.filters) as Filter[] | undefined) ?? [];
}

/** Whether a list read counts (group_by, or `count(name) as count` alone) rather than reads rows. */
function isCountRead(params: Record<string, unknown>): boolean {
  return params.group_by !== undefined || String(params.fields ?? '').includes('count(name) as count');
}

/** The reads of group rows (not the counts, nor single tasks). */
export function rowReads(server: FakeTaskListServer): TaskRead[] {
  return server.reads.filter((read) => read.url === '/api/resource/Task' && !isCountRead(read.params));
}

export function countReads(server: FakeTaskListServer): TaskRead[] {
  return server.reads.filter((read) => read.url === '/api/resource/Task' && isCountRead(read.params));
}

export function makeTask(name: string, values: Partial<Task> = {}): Task {
  return {
    name,
    subject: `Task ${name}`,
    project: 'PROJ-0003',
    status: 'Open',
    priority: 'Medium',
    modified: '2026-03-01 10:00:00.000000',
    ...values,
  };
}
