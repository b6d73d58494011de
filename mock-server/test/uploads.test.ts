// The upload demo API over HTTP: each signed-in user's own files, stored in the database (kept across a
// restart), listed, downloaded and deleted; a file of a type not allowed, content that is not of its type, an
// empty or oversized file → a 4xx in Frappe's shape, nothing stored.

import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

interface UploadedFile {
  id: number;
  file_name: string;
  file_size: number;
  content_type: string;
  file_url: string;
  creation: string;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const MAX_FILE_BYTES = 2 * 1024 * 1024;

let server: TestServer;
let editor: Client;
let admin: Client;

async function start(dbPath = tempDbPath()): Promise<void> {
  server = await startServer({ dbPath });
  editor = await loggedIn(server.baseUrl, USERS.editor);
  admin = await loggedIn(server.baseUrl, USERS.admin);
}

beforeEach(() => start());
afterEach(async () => {
  await server.close();
});

const upload = (client: Client, fileName: string, content: Buffer | string, contentType = 'application/octet-stream') =>
  client.request<UploadedFile>('/api/upload/add', { raw: content, contentType, query: { file_name: fileName } });
const list = async (client: Client) => (await client.get<UploadedFile[]>('/api/upload/all')).body;

it('stores a file, lists it newest first and serves its bytes back, to its owner only', async () => {
  const first = await upload(editor, 'notes.txt', 'Hello, upload', 'text/plain');
  expect(first.status).toBe(200);
  const second = await upload(editor, 'Straße plan.png', PNG, 'image/png');
  expect(second.body).toEqual({
    id: expect.any(Number),
    file_name: 'Straße plan.png',
    file_size: PNG.length,
    content_type: 'image/png',
    file_url: `/api/upload/file?id=${second.body.id}`,
    creation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  expect((await list(editor)).map((file) => file.file_name)).toEqual(['Straße plan.png', 'notes.txt']);

  const download = await fetch(new URL(second.body.file_url, server.baseUrl), {
    headers: { cookie: `sid=${editor.jar.get('sid')}` },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('image/png');
  expect(download.headers.get('content-disposition')).toBe(
    `attachment; filename="Stra_e plan.png"; filename*=UTF-8''Stra%C3%9Fe%20plan.png`,
  );
  expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);

  expect(await list(admin)).toEqual([]);
  expect((await admin.get('/api/upload/file', { id: second.body.id })).status).toBe(404);
  expect((await admin.post('/api/upload/delete', { id: second.body.id })).status).toBe(404);
});

it('keeps the files across a restart, and deletes one, answering the files left', async () => {
  const kept = (await upload(editor, 'kept.csv', 'a,b\n1,2\n')).body;
  const dropped = (await upload(editor, 'dropped.txt', 'bye')).body;
  await server.close();
  await start(server.dbPath);

  expect((await list(editor)).map((file) => file.id)).toEqual([dropped.id, kept.id]);
  const left = await editor.post<UploadedFile[]>('/api/upload/delete', { id: dropped.id });
  expect(left.body.map((file) => file.id)).toEqual([kept.id]);
  expect(errorMessage(await editor.post('/api/upload/delete', { id: dropped.id }), 'DoesNotExistError')).toBe(
    `File ${dropped.id} not found`,
  );
});

it.each([
  [
    'a type not allowed',
    'script.exe',
    Buffer.from('MZ'),
    'ValidationError',
    /"script.exe" cannot be uploaded: only \.png, .*\.csv files are allowed/,
  ],
  ['an SVG (it could run script)', 'logo.svg', Buffer.from('<svg/>'), 'ValidationError', /cannot be uploaded/],
  [
    'content that is not of its type',
    'photo.png',
    Buffer.from('not really a png'),
    'ValidationError',
    /"photo.png" is not a valid \.png file/,
  ],
  [
    'binary content named as text',
    'data.txt',
    Buffer.from([0, 1, 2, 3]),
    'ValidationError',
    /"data.txt" is not a valid \.txt file/,
  ],
  ['an empty file', 'empty.txt', Buffer.alloc(0), 'ValidationError', /"empty.txt" is empty/],
  [
    'a file larger than 2 MB',
    'big.txt',
    Buffer.alloc(MAX_FILE_BYTES + 1, 97),
    'RequestEntityTooLarge',
    /^The file is larger than 2 MB, the most a file may be$/,
  ],
])('refuses %s in Frappe’s error shape and stores nothing', async (_case, fileName, content, excType, message) => {
  const res = await upload(editor, fileName, content);
  expect(res.status).toBe(excType === 'RequestEntityTooLarge' ? 413 : 417);
  expect(errorMessage(res, excType)).toMatch(message);
  expect(await list(editor)).toEqual([]);
});

it('takes a file of exactly 2 MB', async () => {
  const res = await upload(editor, 'exact.txt', Buffer.alloc(MAX_FILE_BYTES, 97));
  expect(res.status).toBe(200);
  expect(res.body.file_size).toBe(MAX_FILE_BYTES);
});

it('refuses a missing or unsafe file name', async () => {
  const missing = await editor.request('/api/upload/add', { raw: 'x', contentType: 'text/plain' });
  expect(errorMessage(missing, 'ValidationError')).toBe('file_name is required');
  const folder = await upload(editor, '../etc/passwd.txt', 'x');
  expect(errorMessage(folder, 'ValidationError')).toMatch(/file_name must be a plain file name/);
});

it('keeps at most 20 files per user', async () => {
  for (let n = 0; n < 20; n++) expect((await upload(editor, `f${n}.txt`, `file ${n}`)).status).toBe(200);
  const refused = await upload(editor, 'one-more.txt', 'x');
  expect(errorMessage(refused, 'ValidationError')).toBe(
    'You can keep at most 20 files: delete one before uploading another',
  );
  expect((await upload(admin, 'other-user.txt', 'x')).status).toBe(200);
});

it('is for signed-in users only, and refuses uploads from another site', async () => {
  const guest = new Client(server.baseUrl);
  expect(errorMessage(await guest.get('/api/upload/all'), 'PermissionError')).toBe(
    'Please sign in to use the upload app',
  );
  expect((await upload(guest, 'a.txt', 'x')).status).toBe(403);
  const crossSite = await editor.request('/api/upload/add', {
    raw: 'x',
    contentType: 'text/plain',
    query: { file_name: 'a.txt' },
    headers: { origin: 'http://127.0.0.1:9999' },
  });
  expect(errorMessage(crossSite, 'CSRFTokenError')).toMatch(/came from another site/);
  expect(await list(editor)).toEqual([]);
});
