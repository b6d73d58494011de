// frappe.model.utils.user_settings.save / get over HTTP: per user and doctype, merged key by key as Frappe's
// update_user_settings does, `get` answering JSON text; Guests refused, bad input → 417, kept across restarts.

import {
  Client,
  errorMessage,
  loggedIn,
  startServer,
  USERS,
  type ApiResponse,
  type TestServer,
} from './helpers/server';

const SAVE = '/api/method/frappe.model.utils.user_settings.save';
const GET = '/api/method/frappe.model.utils.user_settings.get';
const LAYOUT = 'Tessera Layout';

let server: TestServer;
let editor: Client;
let admin: Client;

async function start(dbPath?: string): Promise<void> {
  server = await startServer({ dbPath });
  editor = await loggedIn(server.baseUrl, USERS.editor);
  admin = await loggedIn(server.baseUrl, USERS.admin);
}

beforeEach(() => start());
afterEach(async () => {
  await server.close();
});

/** As Frappe's client sends it: user_settings as JSON text. */
const save = (client: Client, doctype: string, settings: unknown) =>
  client.post(SAVE, { doctype, user_settings: JSON.stringify(settings) });

/** The stored text, parsed; also checks that `get` answers text. */
async function stored(client: Client, doctype = LAYOUT): Promise<unknown> {
  const res = await client.get<{ message: unknown }>(GET, { doctype });
  expect(res.status).toBe(200);
  if (typeof res.body.message !== 'string') throw new Error(`get answered ${res.text}`);
  return JSON.parse(res.body.message);
}

function expect417(res: ApiResponse, message: string): void {
  expect(res.status).toBe(417);
  expect(errorMessage(res, 'ValidationError')).toBe(message);
}

describe('save and get', () => {
  it('get answers "{}" before anything is saved', async () => {
    expect((await editor.get(GET, { doctype: LAYOUT })).body).toEqual({ message: '{}' });
  });

  it('round-trips: save answers the object it was given, get the stored JSON text', async () => {
    const settings = { activeLayout: 'layout1', dir: 'rtl', layout1Settings: { leftSidebar: { theme: 'slateDark1' } } };
    const res = await save(editor, LAYOUT, settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: settings });
    expect(await stored(editor)).toEqual(settings);
  });

  it('merges shallowly, as Python dict.update: top-level keys replaced whole, others kept', async () => {
    await save(editor, LAYOUT, { dir: 'ltr', customizer: { show: true, open: true }, footer: { show: true } });
    const res = await save(editor, LAYOUT, { customizer: { open: false }, activeLayout: 'layout2' });
    expect(res.body).toEqual({ message: { customizer: { open: false }, activeLayout: 'layout2' } });
    expect(await stored(editor)).toEqual({
      dir: 'ltr',
      customizer: { open: false },
      footer: { show: true },
      activeLayout: 'layout2',
    });
    await save(editor, LAYOUT, {});
    expect(await stored(editor)).toEqual({
      dir: 'ltr',
      customizer: { open: false },
      footer: { show: true },
      activeLayout: 'layout2',
    });
  });

  it('takes the object already parsed in a JSON body, form fields and get by query string or POST', async () => {
    expect((await editor.post(SAVE, { doctype: LAYOUT, user_settings: { dir: 'rtl' } })).body).toEqual({
      message: { dir: 'rtl' },
    });
    const form = await editor.request(SAVE, {
      form: { doctype: LAYOUT, user_settings: JSON.stringify({ colorMode: 'dark' }) },
    });
    expect(form.body).toEqual({ message: { colorMode: 'dark' } });
    expect((await editor.post(GET, { doctype: LAYOUT })).body).toEqual({
      message: JSON.stringify({ dir: 'rtl', colorMode: 'dark' }),
    });
  });

  it('an empty user_settings changes nothing, as json.loads(user_settings or "{}")', async () => {
    await save(editor, LAYOUT, { dir: 'rtl' });
    expect((await editor.post(SAVE, { doctype: LAYOUT, user_settings: '' })).body).toEqual({ message: {} });
    expect(await stored(editor)).toEqual({ dir: 'rtl' });
  });

  it('keeps each doctype apart', async () => {
    await save(editor, LAYOUT, { dir: 'rtl' });
    await save(editor, 'Task', { last_view: 'Kanban' });
    expect(await stored(editor)).toEqual({ dir: 'rtl' });
    expect(await stored(editor, 'Task')).toEqual({ last_view: 'Kanban' });
    expect(await stored(editor, 'Project')).toEqual({});
  });

  it("keeps each user's apart", async () => {
    await save(editor, LAYOUT, { dir: 'rtl', activeLayout: 'layout2' });
    await save(admin, LAYOUT, { dir: 'ltr' });
    expect(await stored(editor)).toEqual({ dir: 'rtl', activeLayout: 'layout2' });
    expect(await stored(admin)).toEqual({ dir: 'ltr' });
    const guestUser = await loggedIn(server.baseUrl, USERS.guest);
    expect(await stored(guestUser)).toEqual({});
  });

  it('keeps the settings across a restart', async () => {
    await save(editor, LAYOUT, { dir: 'rtl', customizer: { show: true, open: false } });
    await server.close();
    await start(server.dbPath);
    expect(await stored(editor)).toEqual({ dir: 'rtl', customizer: { show: true, open: false } });
  });
});

describe('refused', () => {
  it("a Guest, with Frappe's not-whitelisted PermissionError", async () => {
    const anon = new Client(server.baseUrl);
    for (const [path, cmd] of [
      [SAVE, 'frappe.model.utils.user_settings.save'],
      [GET, 'frappe.model.utils.user_settings.get'],
    ] as const) {
      const res = await anon.post(path, { doctype: LAYOUT, user_settings: '{}' });
      expect(res.status).toBe(403);
      expect(errorMessage(res, 'PermissionError')).toContain(`Function <strong>${cmd}</strong> is not whitelisted.`);
    }
  });

  it('save by GET (it writes): 403, nothing stored', async () => {
    const res = await editor.get(SAVE, { doctype: LAYOUT, user_settings: '{"dir":"rtl"}' });
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Not permitted');
    expect(await stored(editor)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing doctype', { user_settings: '{}' }, 'Missing argument: doctype'],
    ['a number doctype', { doctype: 5, user_settings: '{}' }, 'doctype must be text, got number'],
    ['a long doctype', { doctype: 'D'.repeat(141), user_settings: '{}' }, 'doctype must be at most 140 characters'],
    ['missing user_settings', { doctype: LAYOUT }, 'Missing argument: user_settings'],
    [
      'text that is not JSON',
      { doctype: LAYOUT, user_settings: '{dir: rtl}' },
      'user_settings must be valid JSON, got: {dir: rtl}',
    ],
    ['a JSON array', { doctype: LAYOUT, user_settings: '[1,2]' }, 'user_settings must be a JSON object, got [1,2]'],
    ['a JSON string', { doctype: LAYOUT, user_settings: '"{}"' }, 'user_settings must be a JSON object, got "{}"'],
    ['JSON null', { doctype: LAYOUT, user_settings: 'null' }, 'user_settings must be a JSON object, got null'],
    ['a parsed array', { doctype: LAYOUT, user_settings: [1] }, 'user_settings must be a JSON object, got [1]'],
    ['a number', { doctype: LAYOUT, user_settings: 7 }, 'user_settings must be a JSON object, got 7'],
    [
      'JSON text nested too deeply',
      { doctype: LAYOUT, user_settings: `{"a":${'['.repeat(40)}${']'.repeat(40)}}` },
      'user_settings is nested too deeply (more than 32 levels)',
    ],
  ])('%s → 417, nothing stored', async (_what, body, message) => {
    await save(editor, LAYOUT, { dir: 'rtl' });
    expect417(await editor.post(SAVE, body), message);
    expect(await stored(editor)).toEqual({ dir: 'rtl' });
  });

  it('a body nested too deeply → 417', async () => {
    const res = await editor.request(SAVE, {
      method: 'POST',
      raw: `{"doctype":"${LAYOUT}","user_settings":{"a":${'['.repeat(40)}${']'.repeat(40)}}}`,
    });
    expect417(res, 'Request body is nested too deeply (more than 32 levels)');
  });

  it('get without a doctype → 417', async () => {
    expect417(await editor.get(GET), 'Missing argument: doctype');
  });

  it('settings that would grow beyond 64 KB → 417, the stored ones unchanged', async () => {
    const big = 'x'.repeat(40 * 1024);
    expect((await save(editor, LAYOUT, { a: big })).status).toBe(200);
    // Each part fits; merged they would not.
    expect417(await save(editor, LAYOUT, { b: big }), `User settings for ${LAYOUT} would be larger than 64 KB`);
    expect(await stored(editor)).toEqual({ a: big });
    // Replacing the key instead stays within the limit.
    expect((await save(editor, LAYOUT, { a: 'small', b: big })).status).toBe(200);
    // Counted in UTF-8 bytes: 22 000 three-byte characters are 66 000 bytes.
    expect417(
      await save(editor, 'Task', { text: '€'.repeat(22_000) }),
      'User settings for Task would be larger than 64 KB',
    );
  });
});
