// For the wizard's and the tree's tests: a small in-memory Frappe answering the requests they make, behind the
// real API client, so the tests see the exact URLs and bodies sent. Like Frappe, it deletes nothing a document
// owns and refuses to delete a document another still links to (417 LinkExistsError).
import { frappeError, installFakeServer, type FakeReply } from 'shared-auth/testing';
import type { Project, Space } from 'tessera-contracts';

type Doc = Record<string, unknown> & { name: string };
type Tables = { Spaces: Doc[]; Project: Doc[]; 'Puxeo Statuses': Doc[]; Task: Doc[] };

/** The Link fields of the doctypes here: linking doctype, field, linked doctype. */
const LINKS: ReadonlyArray<[keyof Tables, string, keyof Tables]> = [
  ['Project', 'space', 'Spaces'],
  ['Puxeo Statuses', 'space', 'Spaces'],
  ['Puxeo Statuses', 'project', 'Project'],
  ['Task', 'project', 'Project'],
  ['Task', 'puxeo_status', 'Puxeo Statuses'],
];

function linkExists(tables: Tables, doctype: string, name: string): FakeReply | null {
  for (const [linking, field, linked] of LINKS) {
    const holder = linked === doctype ? tables[linking].find((row) => row[field] === name) : undefined;
    if (holder) {
      return frappeError(
        417,
        'LinkExistsError',
        `Cannot delete or cancel because ${doctype} <a href="/app/x/${name}">${name}</a> is linked with ${linking} ` +
          `<a href="/app/y/${holder.name}">${holder.name}</a> `,
      );
    }
  }
  return null;
}

/** Frappe's list filters as the tests send them: a {field: value} map, or [field, "=" | "in", value] lists. */
function matches(row: Doc, filters: unknown): boolean {
  if (Array.isArray(filters)) {
    return (filters as [string, string, unknown][]).every(([field, op, value]) =>
      op === 'in' ? (value as unknown[]).includes(row[field]) : row[field] === value,
    );
  }
  return Object.entries((filters ?? {}) as Record<string, unknown>).every(([field, value]) => row[field] === value);
}

export interface FakeWorkspaceOptions {
  spaces?: Space[];
  projects?: Project[];
  tasks?: Doc[];
  statuses?: Doc[];
  /** A reply for the status of that name instead of creating it (once per entry in the array). */
  statusReplies?: Record<string, FakeReply[]>;
  /** When set, every status create waits for this promise before it answers. */
  statusGate?: Promise<void>;
  /** When set, every write gets this answer (a role without write permission). */
  refuseWrites?: FakeReply;
  /** When set, every DELETE gets this answer (only admins may delete). */
  refuseDeletes?: FakeReply;
  /**
   * A reply for the DELETE of the document of that name instead of deleting it (once per entry);
   * 'already-deleted': someone else deleted it a moment before, so it is gone and the answer is 404.
   */
  deleteReplies?: Record<string, Array<FakeReply | 'already-deleted'>>;
}

export function installFakeWorkspace(options: FakeWorkspaceOptions = {}) {
  const tables: Tables = {
    Spaces: (options.spaces ?? []).map((space) => ({ ...space })),
    Project: (options.projects ?? []).map((project) => ({ ...project })),
    'Puxeo Statuses': (options.statuses ?? []).map((status) => ({ ...status })),
    Task: (options.tasks ?? []).map((task) => ({ ...task })),
  };
  let counter = 0;
  let answeredStatuses = 0;
  const statusReplies = { ...options.statusReplies };
  const deleteReplies = { ...options.deleteReplies };

  const server = installFakeServer(async ({ method, url, params, body }) => {
    if (url === '/api/method/frappe.client.get_count') {
      const table = (tables as Record<string, Doc[] | undefined>)[String(params.doctype)] ?? [];
      const filters: unknown = typeof params.filters === 'string' ? JSON.parse(params.filters) : {};
      return { status: 200, data: { message: table.filter((row) => matches(row, filters)).length } };
    }
    const match = /^\/api\/resource\/([^/]+)(?:\/([^/]+))?$/.exec(url);
    if (!match) return undefined;
    const doctype = decodeURIComponent(match[1]!);
    const name = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    const table = (tables as Record<string, Doc[] | undefined>)[doctype];
    if (!table) return undefined;

    if (method !== 'GET' && options.refuseWrites) return options.refuseWrites;
    if (method === 'GET') {
      const filters: unknown = typeof params.filters === 'string' ? JSON.parse(params.filters) : {};
      return { status: 200, data: { data: table.filter((row) => matches(row, filters)) } };
    }
    if (method === 'DELETE') {
      if (options.refuseDeletes) return options.refuseDeletes;
      const planned = deleteReplies[String(name)]?.shift();
      const index = table.findIndex((row) => row.name === name);
      if (planned === 'already-deleted' && index >= 0) table.splice(index, 1);
      if (planned === 'already-deleted') return frappeError(404, 'DoesNotExistError', `${doctype} ${name} not found`);
      if (planned) return planned;
      if (index < 0) return frappeError(404, 'DoesNotExistError', `${doctype} ${name} not found`);
      const refusal = linkExists(tables, doctype, String(name));
      if (refusal) return refusal;
      table.splice(index, 1);
      return { status: 202, data: { data: 'ok' } };
    }
    if (method === 'POST') {
      const values = body as Record<string, unknown>;
      if (doctype === 'Puxeo Statuses') {
        if (options.statusGate) await options.statusGate;
        answeredStatuses += 1;
        const planned = statusReplies[String(values.name1)]?.shift();
        if (planned) return planned;
      }
      counter += 1;
      const doc: Doc = {
        ...values,
        name: doctype === 'Project' ? `PROJ-${String(counter).padStart(4, '0')}` : `hash${counter}`,
      };
      table.push(doc);
      return { status: 200, data: { data: doc } };
    }
    return undefined;
  });

  const writes = (method: string, doctype: string) =>
    server.calls.filter((call) => call.method === method && decodeURIComponent(call.url).endsWith(`/${doctype}`));
  return {
    ...server,
    tables,
    posts: (doctype: string) => writes('POST', doctype).map((call) => call.body as Record<string, unknown>),
    deletes: () => server.calls.filter((call) => call.method === 'DELETE').map((call) => decodeURIComponent(call.url)),
    answeredStatuses: () => answeredStatuses,
  };
}
