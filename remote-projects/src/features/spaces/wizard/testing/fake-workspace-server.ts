// For the wizard's tests: a small in-memory Frappe answering the requests the wizard makes, behind the real API
// client, so the tests see the exact URLs and bodies sent.
import { frappeError, installFakeServer, type FakeReply } from 'shared-auth/testing';
import type { Project, Space } from 'tessera-contracts';

type Doc = Record<string, unknown> & { name: string };

export interface FakeWorkspaceOptions {
  spaces?: Space[];
  projects?: Project[];
  /** A reply for the status of that name instead of creating it (once per entry in the array). */
  statusReplies?: Record<string, FakeReply[]>;
  /** When set, every status create waits for this promise before it answers. */
  statusGate?: Promise<void>;
  /** When set, every write gets this answer (a role without write permission). */
  refuseWrites?: FakeReply;
  /** When set, every DELETE gets this answer (only admins may delete). */
  refuseDeletes?: FakeReply;
}

export function installFakeWorkspace(options: FakeWorkspaceOptions = {}) {
  const tables: { Spaces: Doc[]; Project: Doc[]; 'Puxeo Statuses': Doc[] } = {
    Spaces: (options.spaces ?? []).map((space) => ({ ...space })),
    Project: (options.projects ?? []).map((project) => ({ ...project })),
    'Puxeo Statuses': [],
  };
  let counter = 0;
  let answeredStatuses = 0;
  const statusReplies = { ...options.statusReplies };

  const server = installFakeServer(async ({ method, url, params, body }) => {
    const match = /^\/api\/resource\/([^/]+)(?:\/([^/]+))?$/.exec(url);
    if (!match) return undefined;
    const doctype = decodeURIComponent(match[1]!);
    const name = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    const table = (tables as Record<string, Doc[] | undefined>)[doctype];
    if (!table) return undefined;

    if (method !== 'GET' && options.refuseWrites) return options.refuseWrites;
    if (method === 'GET') {
      const filters = typeof params.filters === 'string' ? (JSON.parse(params.filters) as Record<string, unknown>) : {};
      const rows = table.filter((row) => Object.entries(filters).every(([field, value]) => row[field] === value));
      return { status: 200, data: { data: rows } };
    }
    if (method === 'DELETE') {
      if (options.refuseDeletes) return options.refuseDeletes;
      const index = table.findIndex((row) => row.name === name);
      if (index < 0) return frappeError(404, 'DoesNotExistError', `${doctype} ${name} not found`);
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
