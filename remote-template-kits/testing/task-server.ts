// For the dashboards' and metric cards' tests: Frappe's Task reads and its counts behind the real API client
// (shared-auth's fake server), one jest mock per kind of read, each given what the request asked for, as the server
// would read it. A mock that rejects makes its request fail with that error. Never imported by app code.
import type { FrappeFilters } from 'shared-auth';
import { installFakeServer } from 'shared-auth/testing';

/** Rows as Frappe's resource API gives them (a group_by read: the grouped fields and the aggregate). */
export type TaskRow = Record<string, unknown>;

export interface TaskServer {
  /** A group_by read of Task (`group_by` as sent, e.g. "status"): its rows. */
  grouped: jest.Mock<Promise<TaskRow[]>, [groupBy: string, filters: FrappeFilters | undefined]>;
  /** A list of tasks, not grouped: its rows. */
  listed: jest.Mock<
    Promise<TaskRow[]>,
    [filters: FrappeFilters | undefined, fields: string[], orFilters: FrappeFilters | undefined]
  >;
  /**
   * frappe.client.get_count (of Task, Project, …), or a list of Task asking only `count(name)` (a count with
   * or_filters): the count.
   */
  counted: jest.Mock<Promise<number>, [filters: FrappeFilters | undefined, doctype: string]>;
  /** Every project, every space and every board status (Puxeo Statuses): none unless a test gives some. */
  projects: jest.Mock<Promise<TaskRow[]>, []>;
  spaces: jest.Mock<Promise<TaskRow[]>, []>;
  boardStatuses: jest.Mock<Promise<TaskRow[]>, []>;
  /** A list of users (their names, by id): none unless a test gives some. */
  users: jest.Mock<Promise<TaskRow[]>, [filters: FrappeFilters | undefined]>;
  restore: () => void;
}

const filtersOf = (params: Record<string, unknown>, name = 'filters'): FrappeFilters | undefined =>
  typeof params[name] === 'string' ? (JSON.parse(params[name]) as FrappeFilters) : undefined;

const fieldsOf = (params: Record<string, unknown>): string[] =>
  typeof params.fields === 'string' ? (JSON.parse(params.fields) as string[]) : [];

const COUNT_FIELD = 'count(name) as count';

export function installTaskServer(): TaskServer {
  const grouped: TaskServer['grouped'] = jest.fn();
  const listed: TaskServer['listed'] = jest.fn();
  const counted: TaskServer['counted'] = jest.fn();
  const projects: TaskServer['projects'] = jest.fn(async () => []);
  const spaces: TaskServer['spaces'] = jest.fn(async () => []);
  const boardStatuses: TaskServer['boardStatuses'] = jest.fn(async () => []);
  const users: TaskServer['users'] = jest.fn(async (_filters: FrappeFilters | undefined) => []);
  const server = installFakeServer(async ({ method, url, params }) => {
    if (method !== 'GET') return undefined;
    const filters = filtersOf(params);
    if (url === '/api/method/frappe.client.get_count' && typeof params.doctype === 'string')
      return { status: 200, data: { message: await counted(filters, params.doctype) } };
    if (url === '/api/resource/Project') return { status: 200, data: { data: await projects() } };
    if (url === '/api/resource/Spaces') return { status: 200, data: { data: await spaces() } };
    if (url === '/api/resource/Puxeo%20Statuses') return { status: 200, data: { data: await boardStatuses() } };
    if (url === '/api/resource/User') return { status: 200, data: { data: await users(filters) } };
    if (url !== '/api/resource/Task') return undefined;
    if (typeof params.group_by !== 'string' && params.fields === JSON.stringify([COUNT_FIELD]))
      return { status: 200, data: { data: [{ count: await counted(filters, 'Task') }] } };
    const rows =
      typeof params.group_by === 'string'
        ? await grouped(params.group_by, filters)
        : await listed(filters, fieldsOf(params), filtersOf(params, 'or_filters'));
    return { status: 200, data: { data: rows } };
  });
  return { grouped, listed, counted, projects, spaces, boardStatuses, users, restore: server.restore };
}

/** Whether `filters` hold a condition on `field` with `operator`. */
export function hasCondition(filters: FrappeFilters | undefined, field: string, operator: string): boolean {
  return (
    Array.isArray(filters) &&
    filters.some((filter) => Array.isArray(filter) && filter[0] === field && filter[1] === operator)
  );
}

/** The rows of a count grouped by `field`, as Frappe gives them, from [value, count] pairs. */
export function countRows(field: string, counts: ReadonlyArray<readonly [string | null, number]>): TaskRow[] {
  return counts.map(([value, count]) => ({ [field]: value, count }));
}
