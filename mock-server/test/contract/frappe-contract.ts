// The Frappe REST contract: what the app relies on, as Frappe 15 + ERPNext 15 answer it, asserted over HTTP
// against any target (the mock-server in every `npm test`, a real site in `npm run test:real-frappe`). It
// compares statuses and shapes, not a site's data: everything it reads it made itself, under a unique prefix,
// and it deletes all of it afterwards, whether or not the assertions passed. Where the mock-server knowingly
// differs from Frappe, the difference is a named expectation of the target (./target.ts).

// Answers are JSON whose shape each test asserts.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { randomBytes } from 'node:crypto';
import { Client, type ApiResponse } from '../helpers/server';
import { deleteDeletionTrail } from './deletion-trail';
import { SiteRecords } from './site-records';
import type { ContractTarget, Credentials } from './target';

interface ServerMessage {
  message: string;
  title: string;
}

/** Frappe's `_server_messages`: a JSON list of JSON objects, each with a message and a title. */
function serverMessagesOf(body: any): ServerMessage[] {
  if (body?._server_messages === undefined) return [];
  const list: unknown = JSON.parse(body._server_messages);
  if (!Array.isArray(list)) throw new Error(`_server_messages is not a list: ${body._server_messages}`);
  return list.map((item) => {
    const message: unknown = typeof item === 'string' ? JSON.parse(item) : item;
    expect(message).toEqual(expect.objectContaining({ message: expect.any(String), title: expect.any(String) }));
    return message as ServerMessage;
  });
}

const doctypePath = (doctype: string) => `/api/resource/${encodeURIComponent(doctype)}`;
const docPath = (doctype: string, name: string) => `${doctypePath(doctype)}/${encodeURIComponent(name)}`;

/** A strong password nobody else knows, for the users the contract makes (a site may enforce a policy). */
const newPassword = () => `Ct-${randomBytes(9).toString('base64url')}-7!`;

/** `YYYY-MM-DD`, `days` from today (UTC). */
function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Registers the contract's tests, run against the target `target()` returns once the suite's `beforeAll`
 * hooks run (a target started by an earlier `beforeAll`, such as the mock-server, is there by then).
 */
export function describeFrappeContract(label: string, target: () => ContractTarget): void {
  describe(`Frappe REST contract: ${label}`, () => {
    const prefix = `ct${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const records = new SiteRecords();
    const reader: Credentials = { usr: `${prefix}-reader@contract.test`, pwd: newPassword() };
    const roleless: Credentials = { usr: `${prefix}-roleless@contract.test`, pwd: newPassword() };
    let admin: Client;
    let space: string;
    /** The site's time when the contract began (its first record's `creation`). */
    let startedAt: string;

    const signIn = async ({ usr, pwd }: Credentials): Promise<Client> => {
      const client = new Client(target().baseUrl);
      await client.login(usr, pwd);
      return client;
    };

    /** Creates a document as the admin, notes it for deletion and answers it. */
    const make = async (doctype: string, values: Record<string, unknown>): Promise<any> => {
      const res = await admin.post(doctypePath(doctype), values);
      if (res.status !== 200) throw new Error(`creating a ${doctype} failed: ${res.status} ${res.text.slice(0, 300)}`);
      records.note(doctype, res.body.data.name);
      return res.body.data;
    };

    const makeUser = (user: Credentials, roles: string[]) =>
      make('User', {
        email: user.usr,
        first_name: `${prefix} ${roles[0] ?? 'no role'}`,
        new_password: user.pwd,
        send_welcome_email: 0,
        roles: roles.map((role) => ({ role })),
      });

    /**
     * Asserts Frappe's error shape: the status, `exc_type`, and a traceback only where the target sends them,
     * which Frappe never does with a 404 or for the doctype-level check a create or a save runs first (its
     * check_doctype_permission sets disable_traceback); a refused read or delete of a document has one.
     */
    const expectError = (
      res: ApiResponse<any>,
      status: number,
      excType: string,
      raisedBy: 'doctype permission check' | 'other' = 'other',
    ): ServerMessage[] => {
      expect({ status: res.status, exc_type: res.body?.exc_type }).toEqual({ status, exc_type: excType });
      const hasTraceback = 'exc' in res.body || 'exception' in res.body;
      const tracebackExpected =
        target().behaviour.sendsTracebacks && status !== 404 && raisedBy !== 'doctype permission check';
      expect({ hasTraceback }).toEqual({ hasTraceback: tracebackExpected });
      return serverMessagesOf(res.body);
    };

    /** The message the client shows: the last of `_server_messages`. */
    const lastMessage = (messages: ServerMessage[]): string => {
      const last = messages.at(-1);
      if (!last) throw new Error('expected a message in _server_messages');
      return last.message;
    };

    const list = (client: Client, doctype: string, query: Record<string, unknown>) =>
      client.get(
        doctypePath(doctype),
        Object.fromEntries(
          Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
        ),
      );
    const count = (client: Client, doctype: string, filters: unknown) =>
      client.get('/api/method/frappe.client.get_count', { doctype, filters: JSON.stringify(filters) });
    // The same reads as POSTs with a JSON body, as the app sends one too long for a URL.
    const postList = (client: Client, doctype: string, args: Record<string, unknown>) =>
      client.post('/api/method/frappe.client.get_list', { doctype, ...args });
    const postCount = (client: Client, doctype: string, filters: unknown) =>
      client.post('/api/method/frappe.client.get_count', { doctype, filters });
    /** Names no document has, enough of them to take a GET's URL past what Frappe's web server accepts. */
    const strayNames = () => Array.from({ length: 250 }, (_, i) => `TASK-2099-${prefix}-${i}`);

    beforeAll(async () => {
      admin = await signIn(target().admin);
      startedAt = (await makeUser(reader, ['Tessera Guest'])).creation;
      await makeUser(roleless, []);
      space = (await make('Spaces', { name1: `${prefix} space`, color: '#3366ff' })).name;
    });

    afterAll(async () => {
      if (!admin) return;
      try {
        await records.deleteAll(admin);
      } finally {
        if (target().behaviour.keepsDeletionTrail && startedAt) {
          await deleteDeletionTrail(admin, target().admin.usr, records.deleted(), startedAt, prefix);
        }
        await admin.get('/api/method/logout');
      }
    });

    describe('session', () => {
      it('login answers "Logged In" with the sid cookie (HttpOnly) and the cookies a script reads', async () => {
        const client = new Client(target().baseUrl);
        const res = await client.post('/api/method/login', { usr: reader.usr, pwd: reader.pwd });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          message: 'Logged In',
          home_page: expect.any(String),
          full_name: expect.any(String),
        });
        const cookies = new Map(res.cookies.map((c) => [c.name, c]));
        expect([...cookies.keys()].sort()).toEqual(['full_name', 'sid', 'system_user', 'user_id', 'user_image']);
        const sid = cookies.get('sid');
        expect(sid?.attributes.get('httponly')).toBe(true);
        expect(sid?.attributes.get('path')).toBe('/');
        expect(sid?.attributes.get('samesite')).toBe('Lax');
        expect(decodeURIComponent(cookies.get('user_id')?.value ?? '')).toBe(reader.usr);
        await client.get('/api/method/logout');
      });

      it('a wrong password is 401 AuthenticationError "Invalid login credentials"', async () => {
        const res = await new Client(target().baseUrl).post('/api/method/login', { usr: reader.usr, pwd: 'wrong' });
        expectError(res, 401, 'AuthenticationError');
        expect(res.body.message).toBe('Invalid login credentials');
      });

      it('get_logged_user names the signed-in user as a string; a guest gets 403 PermissionError', async () => {
        const client = await signIn(reader);
        const res = await client.get('/api/method/frappe.auth.get_logged_user');
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: reader.usr } });
        await client.get('/api/method/logout');
        expectError(
          await new Client(target().baseUrl).get('/api/method/frappe.auth.get_logged_user'),
          403,
          'PermissionError',
        );
      });

      it('get_time_zone answers a guest the site’s IANA time zone as {message: {time_zone}}', async () => {
        const res = await new Client(target().baseUrl).get('/api/method/frappe.client.get_time_zone');
        expect(res.status).toBe(200);
        const timeZone: unknown = (res.body.message as { time_zone?: unknown } | undefined)?.time_zone;
        expect(typeof timeZone).toBe('string');
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: String(timeZone) })).not.toThrow();
      });

      it("update_password answers a weak password with the policy's 417, then an unknown key with 410", async () => {
        const UPDATE = '/api/method/frappe.core.doctype.user.user.update_password';
        const guest = new Client(target().baseUrl);
        const weak = await guest.post(UPDATE, { new_password: 'password', key: `${prefix}-no-such-key` });
        const messages = expectError(weak, 417, 'ValidationError');
        expect(lastMessage(messages)).toBe('This is a top-10 common password.');
        expect(messages.at(-1)?.title).toBe('Invalid Password');
        const unknown = await guest.post(UPDATE, { new_password: newPassword(), key: `${prefix}-no-such-key` });
        expect({ status: unknown.status, body: unknown.body }).toEqual({
          status: 410,
          body: { message: 'The reset password link has either been used before or is invalid' },
        });
      });

      it('logout answers 200 and ends the session', async () => {
        const client = await signIn(reader);
        const sid = client.jar.get('sid') ?? '';
        const res = await client.get('/api/method/logout');
        expect(res.status).toBe(200);
        expect(client.jar.has('sid')).toBe(false);
        // The old sid, sent again, is a guest's.
        const old = new Client(target().baseUrl);
        old.jar.set('sid', sid);
        expectError(await client.get('/api/method/frappe.auth.get_logged_user'), 403, 'PermissionError');
        expectError(await old.get('/api/method/frappe.auth.get_logged_user'), 403, 'PermissionError');
      });
    });

    describe('documents', () => {
      const STANDARD_KEYS = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'doctype'];
      const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

      /** Values to create each doctype with (`name1`/`subject` carry the prefix) and a change to save. */
      const cases: { doctype: string; create: () => Record<string, unknown>; change: Record<string, unknown> }[] = [
        { doctype: 'Spaces', create: () => ({ name1: `${prefix} crud space` }), change: { color: '#ff0000' } },
        {
          doctype: 'Puxeo Statuses',
          create: () => ({ name1: `${prefix} crud status`, space, color: '#00aa00', position: 1 }),
          change: { position: 2 },
        },
        {
          doctype: 'Project',
          create: () => ({ project_name: `${prefix} crud project`, subject: `${prefix} crud project`, space }),
          change: { color: '#123456' },
        },
        {
          doctype: 'Task',
          create: () => ({ subject: `${prefix} crud task`, priority: 'Low' }),
          change: { priority: 'High' },
        },
      ];

      it.each(cases)(
        "$doctype: POST 200, GET 200, PUT 200 and DELETE 202 in Frappe's shapes",
        async ({ doctype, create, change }) => {
          const values = create();
          const created = await admin.post(doctypePath(doctype), values);
          expect(created.status).toBe(200);
          const doc = created.body.data;
          records.note(doctype, doc.name);
          expect(Object.keys(created.body)).toEqual(['data']);
          expect(doc).toEqual(expect.objectContaining({ ...values, doctype, docstatus: 0, name: expect.any(String) }));
          expect(Object.keys(doc)).toEqual(expect.arrayContaining(STANDARD_KEYS));
          expect(doc.creation).toMatch(DATETIME);
          expect(doc.modified).toMatch(DATETIME);
          expect(doc.owner).toBe(target().admin.usr);

          const read = await admin.get(docPath(doctype, doc.name));
          expect(read.status).toBe(200);
          expect(read.body.data).toEqual(
            expect.objectContaining({ name: doc.name, modified: doc.modified, ...values }),
          );
          // Null fields are left out, never sent as null.
          expect(Object.values(read.body.data)).not.toContain(null);

          const saved = await admin.put(docPath(doctype, doc.name), change);
          expect(saved.status).toBe(200);
          expect(saved.body.data).toEqual(expect.objectContaining({ name: doc.name, ...values, ...change }));
          expect(saved.body.data.modified > doc.modified).toBe(true);

          const deleted = await admin.delete(docPath(doctype, doc.name));
          expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 202, body: { data: 'ok' } });
          const gone = await admin.get(docPath(doctype, doc.name));
          expect(lastMessage(expectError(gone, 404, 'DoesNotExistError'))).toBe(`${doctype} ${doc.name} not found`);
        },
      );

      it('a save with a stale `modified` is 417 TimestampMismatchError (PUT and frappe.client.save), nothing saved', async () => {
        const task = await make('Task', { subject: `${prefix} stale`, priority: 'Low' });
        const first = await admin.put(docPath('Task', task.name), { priority: 'Medium', modified: task.modified });
        expect(first.status).toBe(200);

        const stalePut = await admin.put(docPath('Task', task.name), { priority: 'High', modified: task.modified });
        expect(lastMessage(expectError(stalePut, 417, 'TimestampMismatchError'))).toMatch(
          /^Error: Document has been modified after you have opened it/,
        );
        const staleSave = await admin.post('/api/method/frappe.client.save', {
          doc: { ...task, priority: 'Urgent' },
        });
        expect(lastMessage(expectError(staleSave, 417, 'TimestampMismatchError'))).toMatch(
          /^Error: Document has been modified after you have opened it/,
        );
        expect((await admin.get(docPath('Task', task.name))).body.data.priority).toBe('Medium');

        const fresh = (await admin.get(docPath('Task', task.name))).body.data;
        const save = await admin.post('/api/method/frappe.client.save', { doc: { ...fresh, priority: 'Urgent' } });
        expect(save.status).toBe(200);
        expect(save.body.message).toEqual(
          expect.objectContaining({ name: task.name, priority: 'Urgent', doctype: 'Task' }),
        );
      });

      it('a missing document: GET is 404 DoesNotExistError "Task … not found", DELETE is 404 too', async () => {
        const missing = `TASK-1999-${prefix}`;
        const read = await admin.get(docPath('Task', missing));
        expect(lastMessage(expectError(read, 404, 'DoesNotExistError'))).toBe(`Task ${missing} not found`);
        expectError(await admin.delete(docPath('Task', missing)), 404, 'DoesNotExistError');
      });

      it('a space its statuses link to is refused with 417 LinkExistsError, and deleted once they are gone', async () => {
        const linked = await make('Spaces', { name1: `${prefix} linked space` });
        const status = await make('Puxeo Statuses', { name1: `${prefix} open`, space: linked.name });
        const refused = await admin.delete(docPath('Spaces', linked.name));
        const message = lastMessage(expectError(refused, 417, 'LinkExistsError'));
        expect(message).toMatch(/^Cannot delete or cancel because Spaces .+ is linked with Puxeo Statuses /);
        expect(message).toContain(status.name);
        expect((await admin.get(docPath('Spaces', linked.name))).status).toBe(200);

        expect((await admin.delete(docPath('Puxeo Statuses', status.name))).status).toBe(202);
        expect((await admin.delete(docPath('Spaces', linked.name))).status).toBe(202);
      });
    });

    describe('bad input', () => {
      it('a Task without a subject is 417 MandatoryError "Error: Value missing for Task: Subject"', async () => {
        const res = await admin.post(doctypePath('Task'), { subject: '' });
        expect(lastMessage(expectError(res, 417, 'MandatoryError'))).toBe('Error: Value missing for Task: Subject');
      });

      it('a Select value outside its options is 417 ValidationError naming the field and the value', async () => {
        const res = await admin.post(doctypePath('Task'), { subject: `${prefix} bad priority`, priority: 'Whenever' });
        const message = lastMessage(expectError(res, 417, 'ValidationError'));
        expect(message).toContain('Priority');
        expect(message).toContain('Whenever');
      });

      it('a list field that does not exist is 417 DataError "Field not permitted in query: …"', async () => {
        const res = await list(admin, 'Task', { fields: ['name', 'no_such_field'] });
        expect(lastMessage(expectError(res, 417, 'DataError'))).toBe('Field not permitted in query: no_such_field');
      });
    });

    describe('lists and counts', () => {
      const mine = () => [['subject', 'like', `${prefix} list %`]];
      let dated: { early: string; late: string; undated: string };

      beforeAll(async () => {
        const early = await make('Task', {
          subject: `${prefix} list a`,
          priority: 'Low',
          exp_end_date: dateFromToday(10),
        });
        const undated = await make('Task', { subject: `${prefix} list b`, priority: 'High' });
        const late = await make('Task', {
          subject: `${prefix} list c`,
          priority: 'Low',
          exp_end_date: dateFromToday(40),
        });
        dated = { early: early.name, late: late.name, undated: undated.name };
      });

      it('fields, filters, order_by, limit_start and limit_page_length', async () => {
        const res = await list(admin, 'Task', {
          fields: ['name', 'subject', 'priority'],
          filters: mine(),
          order_by: 'subject asc',
          limit_start: 1,
          limit_page_length: 1,
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ data: [{ name: dated.undated, subject: `${prefix} list b`, priority: 'High' }] });

        const byDict = await list(admin, 'Task', { filters: { subject: `${prefix} list c` } });
        expect(byDict.body).toEqual({ data: [{ name: dated.late }] });

        const asLists = await list(admin, 'Task', {
          fields: ['subject'],
          filters: mine(),
          order_by: 'subject desc',
          as_dict: 0,
        });
        expect(asLists.body.data).toEqual([[`${prefix} list c`], [`${prefix} list b`], [`${prefix} list a`]]);
      });

      it('frappe.client.get_count counts what the same filters list', async () => {
        const filters = [...mine(), ['priority', '=', 'Low']];
        const rows = await list(admin, 'Task', { filters, limit_page_length: 0 });
        expect(rows.body.data).toHaveLength(2);
        const res = await count(admin, 'Task', filters);
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: 2 } });
      });

      it('an empty date: a <= filter lists it where get_count does not; "is set" leaves it out of both', async () => {
        const upTo = [...mine(), ['exp_end_date', '<=', dateFromToday(20)]];
        const listed = await list(admin, 'Task', { filters: upTo, order_by: 'subject asc' });
        expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual([dated.early, dated.undated]);
        expect((await count(admin, 'Task', upTo)).body.message).toBe(1);

        const setAndUpTo = [...upTo, ['exp_end_date', 'is', 'set']];
        const listedSet = await list(admin, 'Task', { filters: setAndUpTo });
        expect(listedSet.body.data.map((row: { name: string }) => row.name)).toEqual([dated.early]);
        expect((await count(admin, 'Task', setAndUpTo)).body.message).toBe(1);
        expect((await count(admin, 'Task', [...mine(), ['exp_end_date', 'is', 'not set']])).body.message).toBe(1);
      });
      // The shapes the lists by status name read with (tessera-contracts' status-name-plan.ts).
      it('or_filters: a row matches every filter and at least one of them; in, not in and = alike', async () => {
        const subjects = async (query: Record<string, unknown>) => {
          const res = await list(admin, 'Task', { fields: ['subject'], order_by: 'subject asc', ...query });
          expect(res.status).toBe(200);
          return res.body.data.map((row: { subject: string }) => row.subject);
        };
        expect(
          await subjects({
            filters: [...mine(), ['priority', 'not in', ['Medium', 'Urgent']]],
            or_filters: [
              ['priority', 'in', ['High']],
              ['name', '=', dated.late],
            ],
          }),
        ).toEqual([`${prefix} list b`, `${prefix} list c`]);
        expect(await subjects({ filters: mine(), or_filters: [['exp_end_date', '>', dateFromToday(30)]] })).toEqual([
          `${prefix} list c`,
        ]);
      });

      it('an empty "in" list matches nothing and an empty "not in" list everything', async () => {
        const names = async (filter: unknown[]) =>
          (await list(admin, 'Task', { filters: [...mine(), filter] })).body.data.length;
        expect(await names(['name', 'in', []])).toBe(0);
        expect(await names(['name', 'not in', []])).toBe(3);
      });

      it('"not in" keeps a row whose field is unset in a list, and leaves it out of frappe.client.get_count', async () => {
        const notIn = [...mine(), ['project', 'not in', ['no such project']]];
        expect((await list(admin, 'Task', { filters: notIn })).body.data).toHaveLength(3);
        expect((await count(admin, 'Task', notIn)).body.message).toBe(0);
      });

      it('a list and a count too long for a URL, by POST, answer in `message` what a short GET answers', async () => {
        const short = [...mine(), ['name', 'not in', [dated.early]]];
        const long = [...mine(), ['name', 'not in', [...strayNames(), dated.early]]];
        const query = { fields: ['name', 'subject'], or_filters: [['priority', '=', 'High']], order_by: 'subject asc' };
        const got = await list(admin, 'Task', { ...query, filters: short });
        expect(got.body.data).toEqual([{ name: dated.undated, subject: `${prefix} list b` }]);
        const posted = await postList(admin, 'Task', { ...query, filters: long });
        expect({ status: posted.status, body: posted.body }).toEqual({ status: 200, body: { message: got.body.data } });

        expect((await count(admin, 'Task', short)).body).toEqual({ message: 2 });
        const counted = await postCount(admin, 'Task', long);
        expect({ status: counted.status, body: counted.body }).toEqual({ status: 200, body: { message: 2 } });
      });

      it('GET and POST get_list agree on defaults: the name only, as objects, 20 rows; 0 means all', async () => {
        const paged = `${prefix} page`;
        const docs = Array.from({ length: 21 }, (_, i) => ({ doctype: 'Task', subject: `${paged} ${i}` }));
        const inserted = await admin.post('/api/method/frappe.client.insert_many', { docs });
        expect(inserted.status).toBe(200);
        for (const name of inserted.body.message as string[]) records.note('Task', name);
        const args = { filters: [['subject', 'like', `${paged} %`]], order_by: 'subject asc' };

        const got = await list(admin, 'Task', args);
        expect(got.body.data).toHaveLength(20);
        expect(Object.keys(got.body.data[0])).toEqual(['name']);
        expect((await postList(admin, 'Task', args)).body).toEqual({ message: got.body.data });
        // `limit` is the resource GET's alone: get_list takes no such argument.
        expect((await list(admin, 'Task', { ...args, limit: 2 })).body.data).toHaveLength(2);
        expect((await postList(admin, 'Task', { ...args, limit: 2 })).body).toEqual({ message: got.body.data });

        const all = await list(admin, 'Task', { ...args, limit_page_length: 0 });
        expect(all.body.data).toHaveLength(21);
        expect((await postList(admin, 'Task', { ...args, limit_page_length: 0 })).body).toEqual({
          message: all.body.data,
        });
      });

      it('a count grouped by a field: fields with count(name) as count, and group_by', async () => {
        const res = await list(admin, 'Task', {
          fields: ['priority', 'count(name) as count'],
          filters: mine(),
          group_by: 'priority',
          order_by: 'priority asc',
          limit_page_length: 0,
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([
          { priority: 'High', count: 1 },
          { priority: 'Low', count: 2 },
        ]);
      });
    });

    describe('permissions', () => {
      it('a Tessera Guest reads tasks; a create, save or delete is 403 PermissionError', async () => {
        const task = await make('Task', { subject: `${prefix} guarded` });
        const guest = await signIn(reader);
        const read = await guest.get(docPath('Task', task.name));
        expect({ status: read.status, name: read.body.data?.name }).toEqual({ status: 200, name: task.name });

        const created = await guest.post(doctypePath('Task'), { subject: `${prefix} by a guest` });
        expectError(created, 403, 'PermissionError', 'doctype permission check');
        const saved = await guest.put(docPath('Task', task.name), { priority: 'High' });
        expectError(saved, 403, 'PermissionError', 'doctype permission check');
        expectError(await guest.delete(docPath('Task', task.name)), 403, 'PermissionError');
        const after = (await admin.get(docPath('Task', task.name))).body.data;
        expect({ modified: after.modified, priority: after.priority }).toEqual({
          modified: task.modified,
          priority: task.priority,
        });
        await guest.get('/api/method/logout');
      });

      it('a user with no role: a task read and a new task are refused with 403', async () => {
        const task = await make('Task', { subject: `${prefix} hidden` });
        const user = await signIn(roleless);
        expectError(await user.get(docPath('Task', task.name)), 403, 'PermissionError');
        const created = await user.post(doctypePath('Task'), { subject: `${prefix} by nobody` });
        expectError(created, 403, 'PermissionError', 'doctype permission check');
        await user.get('/api/method/logout');
      });

      it('frappe.client.get_count of documents the user may not read: counted as the target counts them', async () => {
        const task = await make('Task', { subject: `${prefix} assigned away` });
        await admin.post('/api/method/frappe.desk.form.assign_to.add', {
          doctype: 'Task',
          name: task.name,
          assign_to: [target().admin.usr],
        });
        const todos = await list(admin, 'ToDo', { filters: { reference_name: task.name }, limit_page_length: 0 });
        for (const todo of todos.body.data as { name: string }[]) records.note('ToDo', todo.name);
        // A ToDo is its assignee's and its assigner's; the reader is neither.
        const guest = await signIn(reader);
        const filters = [['reference_name', '=', task.name]];
        expect((await list(guest, 'ToDo', { filters })).body.data).toEqual([]);
        const counted = await count(guest, 'ToDo', filters);
        expect(counted.status).toBe(200);
        expect(counted.body.message).toBe(target().behaviour.getCountAppliesPermissions ? 0 : 1);
        // The same reads as POSTs (a long read's) see what the GETs see.
        expect((await postList(guest, 'ToDo', { filters })).body).toEqual({ message: [] });
        expect((await postCount(guest, 'ToDo', filters)).body).toEqual({ message: counted.body.message });
        await guest.get('/api/method/logout');
      });
    });

    describe('assignments', () => {
      it("assign_to.add creates the user's open ToDo and lists them in the task's _assign", async () => {
        const task = await make('Task', { subject: `${prefix} assigned` });
        const assignee = target().admin.usr;
        const res = await admin.post('/api/method/frappe.desk.form.assign_to.add', {
          doctype: 'Task',
          name: task.name,
          assign_to: [assignee],
        });
        const todos = await list(admin, 'ToDo', {
          fields: ['name', 'allocated_to', 'status', 'reference_type', 'reference_name'],
          filters: { reference_type: 'Task', reference_name: task.name },
        });
        for (const todo of todos.body.data as { name: string }[]) records.note('ToDo', todo.name);
        expect(res.status).toBe(200);
        expect(res.body.message).toEqual([{ owner: assignee, name: expect.any(String) }]);
        expect(todos.body.data).toEqual([
          {
            name: res.body.message[0].name,
            allocated_to: assignee,
            status: 'Open',
            reference_type: 'Task',
            reference_name: task.name,
          },
        ]);
        // The app reads `_assign` from lists: Frappe keeps it out of a document's own answer.
        const listed = await list(admin, 'Task', { fields: ['name', '_assign'], filters: { name: task.name } });
        expect(listed.body.data).toEqual([{ name: task.name, _assign: JSON.stringify([assignee]) }]);
        expect((await admin.get(docPath('Task', task.name))).body.data).not.toHaveProperty('_assign');
      });
    });
  });
}
