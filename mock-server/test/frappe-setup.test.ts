// `npm run frappe:setup` against the mock-server as a stock ERPNext site: its first run makes what Tessera
// needs through the REST API with an API key, a second run changes nothing, --dry-run changes nothing, and a
// site without ERPNext is refused before anything is written. What it makes must match the mock-server's own
// definitions of Tessera's doctypes and fields, and the rights it gives each role the app maps (Tessera's and
// the stock ones, from the contracts' table) must be what the mock-server lets a user with that role do.

import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { compareRanks, FRAPPE_ROLE_FOR, ROLES, STOCK_FRAPPE_ROLES } from 'tessera-contracts';
import { PROJECT } from '../src/frappe/doctypes/project';
import { PUXEO_STATUSES } from '../src/frappe/doctypes/puxeo-statuses';
import { SPACES } from '../src/frappe/doctypes/spaces';
import { TASK } from '../src/frappe/doctypes/task';
import { TASK_ALERTS } from '../src/frappe/task-alerts';
import {
  allowedRights,
  DOC_RIGHTS,
  signedInWithOnly,
  TESSERA_DOCTYPES,
  type TesseraDoctype,
} from './helpers/role-rights';
import { loggedIn, startServer, USERS, type Client, type TestServer } from './helpers/server';

const SETUP = path.join(__dirname, '..', '..', 'scripts', 'frappe-setup.mjs');
const run = promisify(execFile);

// Each case starts Node for the script, twice for some: on a loaded 2-core machine that alone can pass Jest's 5 s.
jest.setTimeout(30_000);

/** How the setup words the rights it gives every role the app maps, by the app role each counts as. */
const EVERY_ROLE_GRANTED =
  'Tessera SA, Tessera Admin, System Manager: read, write, create, delete; Tessera Editor, Projects Manager, Projects User: read, write, create; Tessera Guest: read';

interface SetupRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function setup(url: string, apiKey: string, apiSecret: string, ...extra: string[]): Promise<SetupRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SETUP, '--url', url, '--api-key', apiKey, ...extra], {
      env: { ...process.env, FRAPPE_API_SECRET: apiSecret },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('on a stock site', () => {
  let server: TestServer;
  let sa: Client;
  let keys: { api_key: string; api_secret: string };

  beforeAll(async () => {
    server = await startServer();
    sa = await loggedIn(server.baseUrl, USERS.sa);
    keys = (await sa.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user: USERS.sa })).body.message;
  });

  afterAll(() => server.close());

  it('--dry-run lists the changes and makes none', async () => {
    const dry = await setup(server.baseUrl, keys.api_key, keys.api_secret, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`+ DocType Spaces (custom, 3 fields; ${EVERY_ROLE_GRANTED}): would create`);
    // ERPNext gives Task to Projects User only, and Project to Projects User and Projects Manager.
    expect(dry.stdout).toContain(
      '+ Permissions on Task for Tessera SA, Tessera Admin, System Manager: read, write, create, delete; ' +
        'Tessera Editor, Projects Manager: read, write, create; Tessera Guest: read ' +
        '(its 1 standard rule kept as custom rules): would set',
    );
    expect(dry.stdout).toContain(
      '+ Permissions on Project for Tessera SA, Tessera Admin, System Manager: read, write, create, delete; ' +
        'Tessera Editor: read, write, create; Tessera Guest: read (its 4 standard rules kept as custom rules): would set',
    );
    expect(dry.stdout).toContain('+ Field Project.subject (Data): would add');
    expect(dry.stdout).toContain(
      "+ Notification Tessera task status changed (an alert to a task's other assignees when its status changes): " +
        'would create',
    );
    expect(dry.stdout).toContain(
      '+ Notification Tessera task board status changed ' +
        "(an alert to a task's other assignees when its puxeo_status changes): would create",
    );
    expect(dry.stdout).toMatch(/\d+ changes would be made/);
    expect((await sa.get('/api/resource/DocType/Spaces')).status).toBe(404);
    expect((await sa.get('/api/resource/Notification')).body.data).toEqual([]);
    expect((await sa.get('/api/resource/Custom Field', { filters: '[["dt","=","Project"]]' })).body.data).toEqual([]);
  });

  it('the first run makes what is missing and says so; the second changes nothing', async () => {
    const first = await setup(server.baseUrl, keys.api_key, keys.api_secret);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`as ${USERS.sa}`);
    expect(first.stdout).toContain(`+ DocType Spaces (custom, 3 fields; ${EVERY_ROLE_GRANTED}): created`);
    expect(first.stdout).toContain(`+ DocType Puxeo Statuses (custom, 6 fields; ${EVERY_ROLE_GRANTED}): created`);
    expect(first.stdout).toContain('+ Field Task.puxeo_status (Link → Puxeo Statuses): added');
    expect(first.stdout).toContain('= Field Task.color: already there');
    expect(first.stdout).toContain('= Role Tessera Editor: already there');
    expect(first.stdout).toContain(
      "+ Notification Tessera task status changed (an alert to a task's other assignees when its status changes): " +
        'created',
    );
    expect(first.stdout).toMatch(/Done: \d+ changes made/);

    const second = await setup(server.baseUrl, keys.api_key, keys.api_secret);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('+ ');
    expect(second.stdout).toContain('Nothing to change: the site already has everything Tessera needs.');
  });

  it("adds exactly the fields the mock-server's definitions mark as Tessera's own, with their types", async () => {
    const made = (await sa.get('/api/resource/Custom Field', { fields: '["dt","fieldname","fieldtype"]', limit: 0 }))
      .body.data as { dt: string; fieldname: string; fieldtype: string }[];
    const expected = [PROJECT, TASK].flatMap((def) =>
      def.fields.filter((f) => f.custom).map((f) => ({ dt: def.name, fieldname: f.fieldname, fieldtype: f.fieldtype })),
    );
    expect([...made].sort(byName)).toEqual([...expected].sort(byName));
    for (const def of [SPACES, PUXEO_STATUSES]) {
      const record = (await sa.get(`/api/resource/DocType/${def.name}`)).body.data;
      expect(record.custom).toBe(1);
      expect(record.fields.map((f: { fieldname: string; fieldtype: string }) => [f.fieldname, f.fieldtype])).toEqual(
        def.fields.map((f) => [f.fieldname, f.fieldtype]),
      );
    }
  });

  it('creates the Notification records of the rules the mock-server runs built in, on the same fields', async () => {
    const made = (
      await sa.get('/api/resource/Notification', {
        fields: '["name","enabled","channel","document_type","event","value_changed"]',
        limit: 0,
      })
    ).body.data as Record<string, unknown>[];
    expect([...made].sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(
      TASK_ALERTS.map((alert) => ({
        name: alert.notification,
        enabled: 1,
        channel: 'System Notification',
        document_type: 'Task',
        event: 'Value Change',
        value_changed: alert.field,
      })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    const status = (await sa.get('/api/resource/Notification/Tessera task status changed')).body.data;
    expect(status.subject.length).toBeLessThanOrEqual(140);
    expect(status.recipients).toEqual([expect.objectContaining({ cc: expect.stringContaining('doc.modified_by') })]);
  });

  it("keeps ERPNext's rules on Task and Project when it gives every role the app maps its app role's rights", async () => {
    const levelZero = (rules: SiteRule[]) =>
      Object.fromEntries(
        rules
          .filter((rule) => rule.permlevel === 0)
          .map((rule) => [rule.role, Object.fromEntries(DOC_RIGHTS.map((right) => [right, rule[right]]))]),
      );
    const all = { read: 1, write: 1, create: 1, delete: 1 };
    const edit = { read: 1, write: 1, create: 1, delete: 0 };
    const read = { read: 1, write: 0, create: 0, delete: 0 };
    const mapped = { 'Tessera SA': all, 'Tessera Admin': all, 'System Manager': all, 'Tessera Editor': edit };
    expect(levelZero(await customRules(sa, 'Task'))).toEqual({
      ...mapped,
      'Tessera Guest': read,
      'Projects Manager': edit,
      'Projects User': all,
    });
    expect(levelZero(await customRules(sa, 'Project'))).toEqual({
      ...mapped,
      'Tessera Guest': read,
      'Projects Manager': all,
      'Projects User': all,
      Employee: { read: 0, write: 0, create: 0, delete: 0 },
    });
  });

  it('lets a user with only one of the roles the app maps do on the mock-server what the rules it made give', async () => {
    const mappedRoles = [
      ...ROLES.map((role) => FRAPPE_ROLE_FOR[role]),
      ...Object.keys(STOCK_FRAPPE_ROLES).filter((role) => role !== 'Administrator'),
    ];
    expect(mappedRoles).toEqual(expect.arrayContaining(['System Manager', 'Projects Manager', 'Projects User']));
    const rulesBy: Record<TesseraDoctype, SiteRule[]> = {
      Task: await customRules(sa, 'Task'),
      Project: await customRules(sa, 'Project'),
      // A doctype the setup created has its rules in its DocType record.
      Spaces: (await sa.get('/api/resource/DocType/Spaces')).body.data.permissions,
      'Puxeo Statuses': (await sa.get('/api/resource/DocType/Puxeo Statuses')).body.data.permissions,
    };
    for (const role of mappedRoles) {
      const user = await signedInWithOnly(sa, server.baseUrl, role);
      for (const doctype of TESSERA_DOCTYPES) {
        const given = DOC_RIGHTS.filter((right) =>
          rulesBy[doctype].some((rule) => rule.role === role && rule.permlevel === 0 && rule[right] === 1),
        );
        expect({ role, doctype, rights: await allowedRights(sa, user, doctype) }).toEqual({
          role,
          doctype,
          rights: given,
        });
      }
    }
  });

  it('gives tasks without a board rank one, after the others, in their kanban_position order, once', async () => {
    const tasks = (await sa.get('/api/resource/Task', { fields: '["name","kanban_rank"]', limit_page_length: 0 })).body
      .data as { name: string; kanban_rank: string }[];
    const ranked = tasks.filter((task) => task.kanban_rank);
    const highest = ranked.map((task) => task.kanban_rank).sort(compareRanks)[ranked.length - 1] ?? '';
    // Tasks made through the REST API without a rank (the rights probes above) are given one too.
    const unranked = tasks.length - ranked.length + 3;
    const cleared = ranked.slice(0, 3).map((task) => task.name);
    for (const [index, name] of cleared.entries()) {
      await sa.put(`/api/resource/Task/${name}`, { kanban_rank: '', kanban_position: [30, 10, 20][index] });
    }

    const dry = await setup(server.baseUrl, keys.api_key, keys.api_secret, '--dry-run');
    const step = `+ Board ranks of ${unranked} tasks (kanban_rank, in their kanban_position order)`;
    expect(dry.stdout).toContain(`${step}: would set`);
    const run = await setup(server.baseUrl, keys.api_key, keys.api_secret);
    expect(run.stdout).toContain(`${step}: set`);
    const ranks = await Promise.all(
      cleared.map(async (name) => (await sa.get(`/api/resource/Task/${name}`)).body.data.kanban_rank as string),
    );
    expect(ranks.every((rank) => rank > highest)).toBe(true);
    expect([ranks[1], ranks[2], ranks[0]]).toEqual([...ranks].sort(compareRanks));

    const again = await setup(server.baseUrl, keys.api_key, keys.api_secret);
    expect(again.stdout).toContain('= Board ranks of Task (kanban_rank): already there');
    expect(again.stdout).toContain('Nothing to change');
  });

  it('refuses a wrong secret with Frappe’s 401, and changes nothing', async () => {
    const wrong = await setup(server.baseUrl, keys.api_key, 'not-the-secret');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Invalid API key or secret');
  });
});

interface SiteRule {
  role: string;
  permlevel: number;
  read: number;
  write: number;
  create: number;
  delete: number;
}

async function customRules(client: Client, doctype: string): Promise<SiteRule[]> {
  return (
    await client.get('/api/resource/Custom DocPerm', {
      fields: '["role","permlevel","read","write","create","delete"]',
      filters: JSON.stringify([['parent', '=', doctype]]),
      limit: 0,
    })
  ).body.data;
}

function byName(a: { dt: string; fieldname: string }, b: { dt: string; fieldname: string }): number {
  return `${a.dt}-${a.fieldname}`.localeCompare(`${b.dt}-${b.fieldname}`);
}

it('on a site without ERPNext, says that Project and Task are missing and changes nothing', async () => {
  const writes: string[] = [];
  // A bare Frappe site: every call answers, but it has no Project or Task doctype.
  const bare = http.createServer((request, response) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/resource/DocType/')) {
      response.statusCode = 404;
      response.end(JSON.stringify({ exc_type: 'DoesNotExistError' }));
    } else response.end(JSON.stringify({ message: 'Administrator', data: [] }));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = bare.address() as { port: number };
    const result = await setup(`http://127.0.0.1:${port}`, 'key', 'secret');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('This site has no Project and Task doctypes');
    expect(result.stderr).toContain('install ERPNext');
    expect(writes).toEqual([]);
  } finally {
    await new Promise((resolve) => bare.close(resolve));
  }
});

it('without FRAPPE_API_SECRET, explains where the secret comes from', async () => {
  const result = await run(process.execPath, [SETUP, '--url', 'http://127.0.0.1:9', '--api-key', 'k'], {
    env: { ...process.env, FRAPPE_API_SECRET: '' },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(result).toMatchObject({ code: 2 });
  expect((result as { stderr: string }).stderr).toContain('FRAPPE_API_SECRET is not set');
});
