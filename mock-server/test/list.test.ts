// The list demo API (docs/demo-api.md, GET /api/list/all) over HTTP: one seeded directory of people, the same for every
// signed-in user, read-only, behind the sign-in check.

import { LIST_PERSON_STATUSES, type ListPerson } from 'tessera-contracts';
import { Client, errorMessage, loggedIn, startServer, USERS, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/list/all', () => {
  it('answers the seeded people in their shape, by id', async () => {
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const res = await editor.get<ListPerson[]>('/api/list/all');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(20);
    for (const person of res.body) {
      expect(person).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        initials: expect.stringMatching(/^[A-Z]{2}$/),
        role: expect.any(String),
        team: expect.any(String),
        email: expect.stringMatching(/^[a-z.]+@example\.com$/),
        status: expect.any(String),
      });
      expect(LIST_PERSON_STATUSES).toContain(person.status);
    }
    const ids = res.body.map((person) => person.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body[0]).toMatchObject({ name: 'Priya Shah', initials: 'PS', email: 'priya.shah@example.com' });
    expect(res.body.find((person) => person.name === 'Lucía Romero')?.email).toBe('lucia.romero@example.com');
  });

  it('is one list for every user', async () => {
    const [editor, admin] = await Promise.all([
      loggedIn(server.baseUrl, USERS.editor),
      loggedIn(server.baseUrl, USERS.admin),
    ]);
    const [a, b] = await Promise.all([editor.get('/api/list/all'), admin.get('/api/list/all')]);
    expect(a.body).toEqual(b.body);
  });

  it('needs a session', async () => {
    const res = await new Client(server.baseUrl).get('/api/list/all');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the list app');
  });

  it('is read-only: no other endpoint', async () => {
    const admin = await loggedIn(server.baseUrl, USERS.admin);
    const answers = await Promise.all([
      admin.get('/api/list?id=1'),
      admin.post('/api/list/add', { name: 'Someone' }),
      admin.post('/api/list/update', { id: 1, name: 'Someone' }),
      admin.post('/api/list/delete', { id: 1 }),
      admin.post('/api/list/all'),
    ]);
    for (const res of answers) expect(res.status).toBe(404);
    expect((await admin.get<ListPerson[]>('/api/list/all')).body[0]?.name).toBe('Priya Shah');
  });
});
