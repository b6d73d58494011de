// The contacts demo API (docs/demo-api.md, /api/user/*), over HTTP: one shared address book, checked
// against its schema, with `modified` guarding concurrent edits.

import type { Contact } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.editor });
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

const NEW_CONTACT = {
  name: 'Test Person',
  age: 40,
  gender: 'female',
  company: 'Acme',
  email: 'test.person@acme.example',
  phone: '+1 555 0100',
  address: '1 Main Street',
  balance: 120.5,
  isActive: true,
};

async function addContact(client: Client, values: Record<string, unknown> = {}): Promise<Contact> {
  const res = await client.post<Contact>('/api/user/add', { ...NEW_CONTACT, ...values });
  expect(res.status).toBe(200);
  return res.body;
}

describe('reading', () => {
  it('GET /api/user/all lists the 20 sample contacts with every field and a locally generated avatar', async () => {
    const res = await served.client.get<Contact[]>('/api/user/all');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(20);
    expect(itemAt(res.body, 0)).toEqual({
      id: 1,
      name: 'Amara Okafor',
      age: 34,
      gender: 'female',
      company: 'Northwind Logistics',
      email: 'amara.okafor@northwind.example',
      phone: '+234 803 555 0142',
      address: '12 Marina Road, Lagos, Nigeria',
      balance: 2450.75,
      isActive: true,
      imgUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      modified: expect.stringMatching(DATETIME),
    });
    expect(decodeURIComponent(itemAt(res.body, 0).imgUrl)).toContain('>AO</text>');
    expect(
      res.body.every((contact) => !/https?:/.test(decodeURIComponent(contact.imgUrl).replace(/xmlns="[^"]*"/, ''))),
    ).toBe(true);
  });

  it('GET /api/user?id= answers one contact; unknown → 404, malformed → 417', async () => {
    expect((await served.client.get<Contact>('/api/user', { id: 4 })).body.name).toBe('Hiroshi Tanaka');
    const missing = await served.client.get('/api/user', { id: 9999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Contact 9999 not found');
    const bad = await served.client.get('/api/user', { id: 'x' });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad, 'ValidationError')).toBe('id must be a whole number, got "x"');
  });

  it('is for signed-in users only', async () => {
    const stranger = new Client(served.server.baseUrl);
    const res = await stranger.get('/api/user/all');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the contacts app');
  });
});

describe('writing', () => {
  it('add → update → delete, seen by every signed-in user', async () => {
    const other = await loggedIn(served.server.baseUrl, USERS.admin);
    const added = await addContact(served.client);
    expect(added).toEqual({
      id: expect.any(Number),
      ...NEW_CONTACT,
      imgUrl: '',
      modified: expect.stringMatching(DATETIME),
    });
    expect((await other.get<Contact>('/api/user', { id: added.id })).body.name).toBe('Test Person');

    const updated = await other.post<Contact>('/api/user/update', {
      id: added.id,
      modified: added.modified,
      balance: 0,
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Test Person', balance: 0, isActive: false });

    const left = await served.client.post<Contact[]>('/api/user/delete', { id: added.id });
    expect(left.status).toBe(200);
    expect(left.body.some((contact) => contact.id === added.id)).toBe(false);
    expect((await served.client.post('/api/user/delete', { id: added.id })).status).toBe(404);
    expect((await served.client.post('/api/user/update', { id: added.id, name: 'x' })).status).toBe(404);
  });

  it('minimal add: name and email, the rest defaulted', async () => {
    const added = await addContact(served.client, {
      age: undefined,
      gender: undefined,
      company: undefined,
      phone: undefined,
      address: undefined,
      balance: undefined,
      isActive: undefined,
    });
    expect(added).toMatchObject({
      age: 30,
      gender: 'other',
      company: '',
      phone: '',
      address: '',
      balance: 0,
      isActive: true,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: ' ' }, 'name must be 1 to 100 characters long'],
    [{ email: 'not-an-address' }, 'email must be an email address, got "not-an-address"'],
    [{ balance: -0.01 }, 'balance must be between 0 and 1000000000'],
    [{ balance: 10.005 }, 'balance must have at most 2 decimals'],
    [{ balance: '12' }, 'balance must be a number, got "12"'],
    [{ age: 12.5 }, 'age must be a whole number, got 12.5'],
    [{ gender: 'robot' }, 'gender cannot be "robot". It should be one of "male", "female", "other"'],
    [{ isActive: 'yes' }, 'isActive must be true or false, got "yes"'],
    [
      { imgUrl: 'https://elsewhere.example/a.png' },
      'imgUrl must be a picture in this app (a path or a data:image URI), got "https://elsewhere.example/a.png"',
    ],
    [
      { imgUrl: 'javascript:alert(1)' },
      'imgUrl must be a picture in this app (a path or a data:image URI), got "javascript:alert(1)"',
    ],
  ])('add %j → 417 "%s", nothing stored', async (values, message) => {
    const before = (await served.client.get<Contact[]>('/api/user/all')).body.length;
    const res = await served.client.post('/api/user/add', { ...NEW_CONTACT, ...values });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
    expect((await served.client.get<Contact[]>('/api/user/all')).body).toHaveLength(before);
  });

  it('malformed JSON and a hostile name never cause a 500; text is stored as text', async () => {
    const malformed = await served.client.request('/api/user/add', { method: 'POST', raw: '{"name": ' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const hostile = await addContact(served.client, { name: '<img src=x onerror=alert(1)>' });
    expect(hostile.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('a stale `modified` → 417 TimestampMismatchError and the later write is not lost', async () => {
    const added = await addContact(served.client);
    const other = await loggedIn(served.server.baseUrl, USERS.admin);
    const first = await other.post<Contact>('/api/user/update', {
      id: added.id,
      modified: added.modified,
      company: 'First',
    });
    expect(first.status).toBe(200);
    const stale = await served.client.post('/api/user/update', {
      id: added.id,
      modified: added.modified,
      company: 'Second',
    });
    expect(stale.status).toBe(417);
    expect(errorMessage(stale, 'TimestampMismatchError')).toMatch(
      /^Error: Document has been modified after you have opened it/,
    );
    expect((await served.client.get<Contact>('/api/user', { id: added.id })).body.company).toBe('First');
  });
});
