// A GUEST (the app role of a signed-in user such as guest@tessera.dev, not Frappe's signed-out Guest) reads the
// demo apps' shared data and changes none of it; what is theirs (per-user collections, and the shared ones that
// declare `guestMayWrite`, such as chat messages) they still change. The endpoints are taken from the server's
// own routes and the collections' declarations, so a new collection or endpoint is covered without a test edit.

import Database from 'better-sqlite3';
import Fastify from 'fastify';
import type { CartItem } from 'tessera-contracts';
import type { DemoCollection } from '../src/demo/engine/definition';
import { DemoEngine } from '../src/demo/engine/engine';
import { loadDemoApps } from '../src/demo/engine/load-apps';
import { registerDemoRoutes } from '../src/demo/engine/routes';
import { prepareDatabase } from '../src/frappe/prepare-database';
import { GUEST } from '../src/frappe/roles';
import { itemAt } from './helpers/lists';
import {
  errorMessage,
  loggedIn,
  serveForTests,
  startServer,
  tempDbPath,
  USERS,
  type ApiResponse,
  type Client,
} from './helpers/server';

const REFUSED = /^You can view the .+ app but not change it: changing it needs an Editor role$/;

interface PostRoute {
  url: string;
  /** The collections it changes, as declared: its own collection unless its declaration names others. */
  changes: readonly DemoCollection[];
}

const guestMayChange = (collection: DemoCollection) => collection.scope === 'user' || collection.guestMayWrite === true;
const isTeamData = (collection: DemoCollection) => !guestMayChange(collection);

/** Every POST endpoint the engine serves for `collections`, read from the routes it registers. */
async function postRoutes(collections: readonly DemoCollection[]): Promise<PostRoute[]> {
  const resources = prepareDatabase(tempDbPath());
  const app = Fastify();
  const routes: PostRoute[] = [];
  app.addHook('onRoute', ({ method, url, prefix }) => {
    if (method !== 'POST') return;
    const collection = collections.find((candidate) => `/api/${candidate.base}` === prefix);
    if (!collection) throw new Error(`${url} is served for no collection`);
    routes.push({ url, changes: declaredChanges(collection, url.slice(prefix.length)) });
  });
  try {
    await app.register(async (api) => registerDemoRoutes(api, () => GUEST, new DemoEngine(resources.db, collections)), {
      prefix: '/api',
    });
    await app.ready();
  } finally {
    await app.close();
    resources.db.close();
  }
  return routes;
}

function declaredChanges(collection: DemoCollection, path: string): readonly DemoCollection[] {
  let changes: readonly DemoCollection[] = [collection];
  collection.routes?.({
    get: () => undefined,
    post: (declared, _handler, options) => {
      if (declared === path && options) changes = options.changes;
    },
  });
  return changes;
}

/** The stored records of the collections a GUEST may not change, as the database holds them. */
function teamData(dbPath: string, collections: readonly DemoCollection[]): unknown[] {
  const names = collections.filter(isTeamData).map((collection) => collection.name);
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT collection, owner, id, position, data, modified FROM demo_record
         WHERE collection IN (${names.map(() => '?').join(', ')}) ORDER BY collection, owner, id`,
      )
      .all(...names);
  } finally {
    db.close();
  }
}

function expectRefused(res: ApiResponse, url: string): void {
  if (res.status !== 403) throw new Error(`${url}: expected 403, got ${res.status} ${res.text}`);
  expect(errorMessage(res, 'PermissionError')).toMatch(REFUSED);
}

describe('the demo apps', () => {
  const served = serveForTests({ user: USERS.guest });
  const guest = () => served.client;
  let collections: DemoCollection[];
  let routes: PostRoute[];
  beforeAll(async () => {
    collections = await loadDemoApps();
    routes = await postRoutes(collections);
  });
  const teamRoutes = () => routes.filter((route) => route.changes.some(isTeamData));

  it('a GUEST is refused (403) every POST that changes shared team data, and that data stays as it was', async () => {
    const refused = teamRoutes().map((route) => route.url);
    // The standard endpoints and custom ones, of several apps.
    expect(refused).toEqual(
      expect.arrayContaining([
        '/api/todo/add',
        '/api/todo/delete',
        '/api/todo/tag/add',
        '/api/user/update',
        '/api/invoices/delete',
        '/api/scrum-board/delete-column',
        '/api/scrum-board/update-card',
      ]),
    );
    const before = teamData(served.server.dbPath, collections);
    expect(before.length).toBeGreaterThan(50);
    for (const url of refused) expectRefused(await guest().post(url, {}), url);
    expect(teamData(served.server.dbPath, collections)).toEqual(before);
  });

  it('an EDITOR passes the same check (what it sent is then looked at)', async () => {
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    for (const { url } of teamRoutes()) {
      const res = await editor.post(url, {});
      if (res.status === 403) throw new Error(`${url}: an EDITOR was refused: ${res.text}`);
    }
  });

  it("the review's requests: refused to a GUEST, done for an EDITOR", async () => {
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    const board = itemAt((await editor.get<{ id: number }[]>('/api/scrum-board/all-board')).body, 0);
    const column = itemAt(
      (await editor.get<{ list: { id: number }[] }>('/api/scrum-board', { id: board.id })).body.list,
      0,
    );
    const requests: [string, object][] = [
      ['/api/invoices/delete', { id: 2 }],
      ['/api/user/delete', { id: 2 }],
      ['/api/todo/delete', { id: 2 }],
      ['/api/scrum-board/delete-column', { boardId: board.id, listId: column.id }],
    ];
    for (const [url, body] of requests) expectRefused(await guest().post(url, body), url);
    expect((await guest().get('/api/invoices', { id: 2 })).status).toBe(200);
    expect((await guest().get('/api/user', { id: 2 })).status).toBe(200);
    expect((await guest().get('/api/todo', { id: 2 })).status).toBe(200);

    for (const [url, body] of requests) expect((await editor.post(url, body)).status).toBe(200);
    expect((await guest().get('/api/invoices', { id: 2 })).status).toBe(404);
    const columns = (await guest().get('/api/scrum-board', { id: board.id })).body.list;
    expect(columns.map((other: { id: number }) => other.id)).not.toContain(column.id);
  });

  describe("a GUEST's own data stays theirs to change", () => {
    it('their cart and orders', async () => {
      const product = itemAt((await guest().get<{ id: number }[]>('/api/ecommerce/get-product-list')).body, 3);
      const added = await guest().post<CartItem[]>('/api/ecommerce/add-to-cart', { productId: product.id });
      expect(added.status).toBe(200);
      const { modified } = added.body.find((item) => item.id === product.id) ?? {};
      const amount = await guest().post('/api/ecommerce/update-cart-amount', {
        productId: product.id,
        amount: 3,
        modified,
      });
      expect(amount.status).toBe(200);
      expect(amount.body).toContainEqual(expect.objectContaining({ id: product.id, amount: 3 }));
      expect((await guest().post('/api/ecommerce/delete-from-cart', { productId: product.id })).status).toBe(200);
      const order = await guest().post('/api/ecommerce/place-order', {
        idempotencyKey: 'guest-order-1',
        shipping: {
          fullName: 'Gus Turner',
          email: USERS.guest,
          phone: '+44 20 7946 0001',
          address: '1 Read Only Lane',
          city: 'London',
          postalCode: 'N1 9GU',
          country: 'United Kingdom',
        },
        payment: { cardHolder: 'Gus Turner', cardNumber: '4242 4242 4242 4242', expiry: '12/39' },
      });
      expect(order.status).toBe(200);
      expect((await guest().get('/api/ecommerce/get-cart-list')).body).toEqual([]);
    });

    it('their notifications', async () => {
      const added = await guest().post('/api/notification/add', { heading: 'Mine', title: 'A note to myself' });
      expect(added.status).toBe(200);
      const mine = added.body.find((note: { title: string }) => note.title === 'A note to myself');
      expect((await guest().post('/api/notification/delete', { id: mine.id })).status).toBe(200);
    });

    it('their chat messages, in a conversation of theirs', async () => {
      const conversation = itemAt((await guest().get<{ chatId: number }[]>('/api/chat/contacts/recent')).body, 0);
      const sent = await guest().post('/api/chat/add', { chatId: conversation.chatId, text: 'Thanks, Elena!' });
      expect(sent.status).toBe(200);
      expect(itemAt(sent.body, -1)).toMatchObject({ text: 'Thanks, Elena!' });
    });

    it('their calendar events, mail and uploads', async () => {
      const event = await guest().post('/api/calendar/events/add', {
        title: 'Look around',
        start: '2026-03-10T09:00:00.000Z',
        end: '2026-03-10T10:00:00.000Z',
      });
      expect(event.status).toBe(200);
      const mail = await guest().post('/api/inbox/add', { to: USERS.editor, subject: 'Hello', message: 'Hi there' });
      expect(mail.status).toBe(200);
      const upload = await guest().request('/api/upload/add', {
        raw: 'notes',
        contentType: 'text/plain',
        query: { file_name: 'notes.txt' },
      });
      expect(upload.status).toBe(200);
    });
  });
});

// Collections made up here: the engine's rule, whatever an app's handlers do.
const OWN: DemoCollection = {
  name: 'test-own',
  label: 'Own',
  scope: 'user',
  fields: { text: { type: 'text', required: true } },
};
const TEAM: DemoCollection = {
  name: 'test-team',
  label: 'Team note',
  base: 'test/team',
  app: 'team',
  scope: 'shared',
  fields: { text: { type: 'text', required: true } },
  seed: () => [{ text: 'Shared' }],
  routes: (api) => {
    // A read that writes, and a change declared as the user's own that writes team data: both refused to a GUEST.
    api.get('/touch', ({ records }) => records.add({ text: 'Touched' }));
    api.post('/sneak', ({ records }) => records.add({ text: 'Sneaked' }), { changes: [OWN] });
  },
};
const WALL: DemoCollection = {
  name: 'test-wall',
  label: 'Wall post',
  base: 'test/wall',
  scope: 'shared',
  guestMayWrite: true,
  fields: { text: { type: 'text', required: true } },
};

describe('the engine', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let guest: Client;
  let editor: Client;
  beforeAll(async () => {
    server = await startServer({ demoCollections: [OWN, TEAM, WALL] });
    guest = await loggedIn(server.baseUrl, USERS.guest);
    editor = await loggedIn(server.baseUrl, USERS.editor);
  });
  afterAll(() => server.close());
  const texts = async (client: Client) =>
    (await client.get<{ text: string }[]>('/api/test/team/all')).body.map((note) => note.text);

  it('hands a GUEST team data read-only: a handler that changes it anyway is refused, and nothing is kept', async () => {
    expectRefused(await guest.get('/api/test/team/touch'), 'touch');
    expectRefused(await guest.post('/api/test/team/sneak'), 'sneak');
    expect(await texts(guest)).toEqual(['Shared']);
    expect((await editor.get('/api/test/team/touch')).status).toBe(200);
    expect((await editor.post('/api/test/team/sneak')).status).toBe(200);
    expect(await texts(guest)).toEqual(['Shared', 'Touched', 'Sneaked']);
  });

  it('lets a GUEST change a shared collection that declares guestMayWrite', async () => {
    const added = await guest.post('/api/test/wall/add', { text: 'Hello from a guest' });
    expect(added.status).toBe(200);
    expect((await editor.get('/api/test/wall', { id: added.body.id })).body.text).toBe('Hello from a guest');
  });

  it('names the app in the refusal', async () => {
    const res = await guest.post('/api/test/team/add', { text: 'x' });
    expect(errorMessage(res, 'PermissionError')).toBe(
      'You can view the team app but not change it: changing it needs an Editor role',
    );
  });
});
