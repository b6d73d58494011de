// The demo collection engine over HTTP, with a test-only app declared here: per-user notes (each signed-in
// user sees only their own, seeded on their first request) that refer to per-user labels, served from the
// definition alone: standard endpoints, checks generated from the schema, versions, order, custom handlers.

import type { DemoCollection } from '../src/demo/engine/definition';
import { integerParam } from '../src/demo/engine/params';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

const LABELS: DemoCollection = {
  name: 'test-label',
  label: 'Label',
  scope: 'user',
  versioned: false,
  fields: { name: { type: 'text', required: true, trim: true, max: 20, unique: true } },
  seed: () => [{ name: 'home' }, { name: 'work' }],
};

const NOTES: DemoCollection = {
  name: 'test-note',
  label: 'Note',
  base: 'test/notes',
  app: 'notes',
  scope: 'user',
  ordered: { newAt: 'bottom' },
  fields: {
    text: { type: 'text', required: true, max: 20 },
    kind: { type: 'text', enum: ['idea', 'task'], default: 'idea' },
    stars: { type: 'integer', min: 0, max: 5, default: 0 },
    weight: { type: 'number' },
    pinned: { type: 'boolean' },
    remindAt: { type: 'datetime' },
    labels: { type: 'ids', collection: LABELS },
  },
  seed: ({ idsBy }) => [{ text: 'Welcome', labels: [idsBy(LABELS, 'name').get('home')] }],
  routes: (api) => {
    api.get('/labels', ({ recordsOf }) => recordsOf(LABELS).all());
    api.post('/labels/add', ({ params, recordsOf }) => recordsOf(LABELS).add(params));
    api.post('/labels/delete', ({ params, recordsOf }) => {
      recordsOf(LABELS).remove(integerParam(params, 'id'));
      return recordsOf(LABELS).all();
    });
  },
};

interface Note {
  id: number;
  text: string;
  labels: number[];
  modified: string;
}

let server: TestServer;
let editor: Client;
let admin: Client;

async function start(dbPath = tempDbPath()): Promise<void> {
  server = await startServer({ dbPath, demoCollections: [LABELS, NOTES] });
  editor = await loggedIn(server.baseUrl, USERS.editor);
  admin = await loggedIn(server.baseUrl, USERS.admin);
}

beforeEach(() => start());
afterEach(async () => {
  await server.close();
});

const texts = (notes: Note[]) => notes.map((n) => n.text);

describe('per-user records', () => {
  it("each user gets the seed on first use, with their own labels' ids, and sees only their own", async () => {
    const mine = (await editor.get<Note[]>('/api/test/notes/all')).body;
    const theirs = (await admin.get<Note[]>('/api/test/notes/all')).body;
    const myLabels = (await editor.get('/api/test/notes/labels')).body;
    const theirLabels = (await admin.get('/api/test/notes/labels')).body;
    expect(texts(mine)).toEqual(['Welcome']);
    expect(texts(theirs)).toEqual(['Welcome']);
    const myNote = itemAt(mine, 0);
    const theirNote = itemAt(theirs, 0);
    expect(myNote.id).not.toBe(theirNote.id);
    expect(myNote.labels).toEqual([myLabels[0].id]);
    expect(theirNote.labels).toEqual([theirLabels[0].id]);
    expect(myLabels[0]).toEqual({ id: myLabels[0].id, name: 'home' });

    const added = (await editor.post<Note>('/api/test/notes/add', { text: 'Mine only' })).body;
    expect(texts((await editor.get<Note[]>('/api/test/notes/all')).body)).toEqual(['Welcome', 'Mine only']);
    expect(texts((await admin.get<Note[]>('/api/test/notes/all')).body)).toEqual(['Welcome']);
    expect((await admin.get('/api/test/notes', { id: added.id })).status).toBe(404);
  });

  it("another user's record is not found, for reading and for writing", async () => {
    const note = (await editor.post<Note>('/api/test/notes/add', { text: 'Private' })).body;
    const read = await admin.get('/api/test/notes', { id: note.id });
    expect(errorMessage(read, 'DoesNotExistError')).toBe(`Note ${note.id} not found`);
    expect((await admin.post('/api/test/notes/update', { id: note.id, text: 'Hijacked' })).status).toBe(404);
    expect((await admin.post('/api/test/notes/delete', { id: note.id })).status).toBe(404);
    // Nor can one user's record refer to another's labels.
    const adminLabel = (await admin.get('/api/test/notes/labels')).body[0].id;
    const foreign = await editor.post('/api/test/notes/add', { text: 'x', labels: [adminLabel] });
    expect(errorMessage(foreign, 'ValidationError')).toBe(`Unknown label id(s): ${adminLabel}`);
    expect((await editor.get<Note>('/api/test/notes', { id: note.id })).body.text).toBe('Private');
  });

  it('a user who emptied their list gets no seed again after a restart; a new user still does', async () => {
    const welcome = itemAt((await editor.get<Note[]>('/api/test/notes/all')).body, 0);
    await editor.post('/api/test/notes/delete', { id: welcome.id });
    await server.close();
    await start(server.dbPath);
    expect((await editor.get('/api/test/notes/all')).body).toEqual([]);
    const guest = await loggedIn(server.baseUrl, USERS.guest);
    expect(texts((await guest.get<Note[]>('/api/test/notes/all')).body)).toEqual(['Welcome']);
  });

  it('every endpoint, custom ones included, needs a session', async () => {
    const anon = new Client(server.baseUrl);
    const answers = await Promise.all([
      anon.get('/api/test/notes/all'),
      anon.get('/api/test/notes', { id: 1 }),
      anon.post('/api/test/notes/add', { text: 'x' }),
      anon.post('/api/test/notes/update', { id: 1 }),
      anon.post('/api/test/notes/delete', { id: 1 }),
      anon.post('/api/test/notes/reorder', { id: 1, beforeId: 2 }),
      anon.get('/api/test/notes/labels'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the notes app');
    }
  });
});

describe('checks generated from the schema', () => {
  it('fills defaults for fields not sent', async () => {
    const note = (await editor.post('/api/test/notes/add', { text: 'Defaults' })).body;
    expect(note).toEqual({
      id: note.id,
      text: 'Defaults',
      kind: 'idea',
      stars: 0,
      weight: null,
      pinned: false,
      remindAt: null,
      labels: [],
      modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/),
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, 'text is required'],
    [{ text: 5 }, 'text must be text, got 5'],
    [{ text: 'x'.repeat(21) }, 'text must be 1 to 20 characters long'],
    [{ text: '' }, 'text must be 1 to 20 characters long'],
    [{ text: 'ok', kind: 'rant' }, 'kind cannot be "rant". It should be one of "idea", "task"'],
    [{ text: 'ok', stars: 1.5 }, 'stars must be a whole number, got 1.5'],
    [{ text: 'ok', stars: 6 }, 'stars must be between 0 and 5'],
    [{ text: 'ok', weight: 'heavy' }, 'weight must be a number, got "heavy"'],
    [{ text: 'ok', pinned: 'yes' }, 'pinned must be true or false, got "yes"'],
    [{ text: 'ok', remindAt: 'soon' }, 'remindAt must be an ISO date, got "soon"'],
    [{ text: 'ok', labels: [1.5] }, 'labels must be a list of label ids, got [1.5]'],
    [{ text: 'ok', labels: [999] }, 'Unknown label id(s): 999'],
  ])('add %j → 417 "%s"', async (body, message) => {
    const res = await editor.post('/api/test/notes/add', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
    expect((await editor.get('/api/test/notes/all')).body).toHaveLength(1);
  });

  it('update checks only the fields sent and ignores unknown keys', async () => {
    const note = (await editor.post<Note>('/api/test/notes/add', { text: 'Before', stars: 2 })).body;
    const res = await editor.post('/api/test/notes/update', {
      id: note.id,
      kind: 'task',
      owner: 'someone',
      unknown: 1,
    });
    expect(res.body).toMatchObject({ text: 'Before', stars: 2, kind: 'task' });
    expect(res.body).not.toHaveProperty('owner');
    expect(
      errorMessage(await editor.post('/api/test/notes/update', { id: note.id, text: null }), 'ValidationError'),
    ).toBe('text must be text, got null');
  });

  it('unique text fields refuse a duplicate (any case) with 409, per user', async () => {
    const add = (client: Client, name: string) => client.post('/api/test/notes/labels/add', { name });
    expect((await add(editor, ' Garden ')).body).toEqual({ id: expect.any(Number), name: 'Garden' });
    const dup = await add(editor, 'GARDEN');
    expect(dup.status).toBe(409);
    expect(errorMessage(dup, 'DuplicateEntryError')).toBe('Label GARDEN already exists');
    expect((await add(admin, 'garden')).status).toBe(200);
  });
});

describe('versions, order, cascades, parameters', () => {
  it('a stale `modified` → 417 TimestampMismatchError and nothing written; without one the update is accepted', async () => {
    const note = (await editor.post<Note>('/api/test/notes/add', { text: 'v1' })).body;
    const v2 = (await editor.post<Note>('/api/test/notes/update', { id: note.id, text: 'v2', modified: note.modified }))
      .body;
    expect(v2.modified > note.modified).toBe(true);
    const stale = await editor.post('/api/test/notes/update', { id: note.id, text: 'v3', modified: note.modified });
    expect(stale.status).toBe(417);
    expect(errorMessage(stale, 'TimestampMismatchError')).toBe(
      `Error: Document has been modified after you have opened it (${v2.modified}, ${note.modified}). Please refresh to get the latest document.`,
    );
    expect((await editor.post('/api/test/notes/update', { id: note.id, text: 'v4' })).body.text).toBe('v4');
  });

  it('new records go to the bottom; reorder moves one next to another and answers the list', async () => {
    const welcome = itemAt((await editor.get<Note[]>('/api/test/notes/all')).body, 0);
    const b = (await editor.post<Note>('/api/test/notes/add', { text: 'B' })).body;
    const c = (await editor.post<Note>('/api/test/notes/add', { text: 'C' })).body;
    const moved = await editor.post<Note[]>('/api/test/notes/reorder', { id: c.id, beforeId: welcome.id });
    expect(texts(moved.body)).toEqual(['C', 'Welcome', 'B']);
    const after = await editor.post<Note[]>('/api/test/notes/reorder', { id: c.id, afterId: b.id });
    expect(texts(after.body)).toEqual(['Welcome', 'B', 'C']);
    // The form and the query string send ids as text.
    const form = await editor.request<Note[]>(`/api/test/notes/reorder?id=${welcome.id}&afterId=${c.id}`, {
      method: 'POST',
    });
    expect(texts(form.body)).toEqual(['B', 'C', 'Welcome']);
  });

  it('reorder refuses a move it cannot make in Frappe shape, moving nothing', async () => {
    const welcome = itemAt((await editor.get<Note[]>('/api/test/notes/all')).body, 0);
    const b = (await editor.post<Note>('/api/test/notes/add', { text: 'B' })).body;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ beforeId: b.id }, 417, 'ValidationError', 'id is required'],
      [{ startIndex: 1, endIndex: 0 }, 417, 'ValidationError', 'id is required'],
      [{ id: b.id }, 417, 'ValidationError', 'beforeId or afterId is required: the id of the item to place it next to'],
      [
        { id: b.id, beforeId: welcome.id, afterId: welcome.id },
        417,
        'ValidationError',
        'Send beforeId or afterId, not both',
      ],
      [{ id: b.id, beforeId: 'top' }, 417, 'ValidationError', 'beforeId must be a whole number, got "top"'],
      [{ id: b.id, afterId: b.id }, 417, 'ValidationError', `Note ${b.id} cannot be placed next to itself`],
      [{ id: 999, beforeId: welcome.id }, 404, 'DoesNotExistError', 'Note 999 not found'],
      [
        { id: b.id, beforeId: 999 },
        417,
        'TimestampMismatchError',
        `Note 999 is no longer in the list, so note ${b.id} cannot be placed next to it. Reload and try again.`,
      ],
    ];
    for (const [body, status, excType, message] of cases) {
      const res = await editor.post('/api/test/notes/reorder', body);
      expect([body, res.status]).toEqual([body, status]);
      expect(errorMessage(res, excType)).toBe(message);
    }
    expect(texts((await editor.get<Note[]>('/api/test/notes/all')).body)).toEqual(['Welcome', 'B']);
  });

  it('deleting a label drops its id from the notes that had it and moves their `modified`', async () => {
    const welcome = itemAt((await editor.get<Note[]>('/api/test/notes/all')).body, 0);
    const other = (await editor.post<Note>('/api/test/notes/add', { text: 'No labels' })).body;
    const labels = await editor.post('/api/test/notes/labels/delete', { id: welcome.labels[0] });
    expect(labels.body.map((l: { name: string }) => l.name)).toEqual(['work']);
    const after = (await editor.get<Note[]>('/api/test/notes/all')).body;
    expect(itemAt(after, 0).labels).toEqual([]);
    expect(itemAt(after, 0).modified > welcome.modified).toBe(true);
    expect(itemAt(after, 1).modified).toBe(other.modified);
  });

  it('takes parameters from the query string as well as the body', async () => {
    const note = (await editor.post<Note>('/api/test/notes/add', { text: 'Query' })).body;
    expect((await editor.get<Note>(`/api/test/notes?id=${note.id}`)).body.text).toBe('Query');
    const left = await editor.request(`/api/test/notes/delete?id=${note.id}`, { method: 'POST', json: {} });
    expect(texts(left.body)).toEqual(['Welcome']);
  });
});
