// A scrum board card's attachments over HTTP: a file uploaded by one user and attached to a card is the board's,
// downloadable by everyone who can see the board (boards are team data: every signed-in user) and by nobody
// else; it is deleted when it leaves its card or its card leaves the board; only one's own uploads can be
// attached. Also: a database from before boards held their attachments hands them to their boards.

import Database from 'better-sqlite3';
import type { ScrumBoard, ScrumBoardSummary, ScrumCard, UploadedFile } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);

let server: TestServer;
/** Adam Reyes, who makes the board and attaches the files. */
let admin: Client;
/** Elena Park, another member of the board. */
let editor: Client;

async function start(dbPath = tempDbPath()): Promise<void> {
  server = await startServer({ dbPath });
  admin = await loggedIn(server.baseUrl, USERS.admin);
  editor = await loggedIn(server.baseUrl, USERS.editor);
}

beforeEach(() => start());
afterEach(() => server.close());

const upload = async (client: Client, fileName: string, content: Buffer | string, contentType: string) => {
  const res = await client.request<UploadedFile>('/api/upload/add', {
    raw: content,
    contentType,
    query: { file_name: fileName },
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** The file at `url` as `client` downloads it, with the browser's cookie. */
const download = (client: Client, url: string) =>
  fetch(new URL(url, server.baseUrl), { headers: { cookie: `sid=${client.jar.get('sid') ?? ''}` } });

/** A board with Elena as a member and one column holding one card; its id, the column's and the card. */
async function boardWithCard(): Promise<{ boardId: number; listId: number; card: ScrumCard }> {
  const boards = await admin.post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title: 'Release' });
  const boardId = itemAt(boards.body, -1).id;
  await admin.post('/api/scrum-board/add-member', { boardId, memberId: 3 });
  const withColumn = await admin.post<ScrumBoard>('/api/scrum-board/add-column', { boardId, listTitle: 'To do' });
  const listId = itemAt(withColumn.body.list, 0).id;
  const board = await admin.post<ScrumBoard>('/api/scrum-board/add-card', { boardId, listId, cardTitle: 'Logo' });
  return { boardId, listId, card: itemAt(itemAt(board.body.list, 0).cardList, 0) };
}

/** Saves the card with these attachments (update-card, as the card dialog does); the answer. */
const attach = (client: Client, boardId: number, listId: number, card: ScrumCard, files: UploadedFile[]) =>
  client.post<ScrumBoard>('/api/scrum-board/update-card', {
    boardId,
    listId,
    card: {
      ...card,
      attachments: files.map((file) => ({ name: file.file_name, size: file.file_size, url: file.file_url })),
    },
  });

const cardOf = (board: ScrumBoard) => itemAt(itemAt(board.list, 0).cardList, 0);

it('another member of the board downloads an attachment: the same bytes, type and file name', async () => {
  const { boardId, listId, card } = await boardWithCard();
  const file = await upload(admin, 'Straße plan.png', PNG, 'image/png');
  // Before it is attached, the file is Adam's alone.
  expect((await download(editor, file.file_url)).status).toBe(404);

  const saved = await attach(admin, boardId, listId, card, [file]);
  expect(saved.status).toBe(200);
  expect(cardOf(saved.body).attachments).toEqual([{ name: 'Straße plan.png', size: PNG.length, url: file.file_url }]);

  const res = await download(editor, file.file_url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="Stra_e plan.png"; filename*=UTF-8''Stra%C3%9Fe%20plan.png`,
  );
  expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  // So does the uploader; the file is the board's now, no longer in Adam's own uploads, nor his to delete there.
  expect((await download(admin, file.file_url)).status).toBe(200);
  expect((await admin.get<UploadedFile[]>('/api/upload/all')).body).toEqual([]);
  expect(errorMessage(await admin.post('/api/upload/delete', { id: file.id }), 'DoesNotExistError')).toBe(
    `File ${file.id} not found`,
  );
});

it('refuses the attachment to whoever cannot see the board, and leaves unattached uploads private', async () => {
  const { boardId, listId, card } = await boardWithCard();
  const [attached, kept] = [
    await upload(admin, 'notes.txt', 'Meeting notes\n', 'text/plain'),
    await upload(admin, 'private.txt', 'Not for the board\n', 'text/plain'),
  ];
  await attach(admin, boardId, listId, card, [attached]);

  const signedOut = new Client(server.baseUrl);
  const refused = await signedOut.get('/api/upload/file', { id: attached.id });
  expect(errorMessage(refused, 'PermissionError')).toBe('Please sign in to use the upload app');
  expect(refused.status).toBe(403);
  // A file no board holds stays its uploader's: another user learns nothing of it, as for a missing one.
  const other = await editor.get('/api/upload/file', { id: kept.id });
  expect(errorMessage(other, 'DoesNotExistError')).toBe(`File ${kept.id} not found`);
  expect((await download(editor, attached.file_url)).status).toBe(200);
});

it('attaches only the signed-in user’s own uploads: another user’s file is refused and stays theirs', async () => {
  const { boardId, listId, card } = await boardWithCard();
  const adams = await upload(admin, 'budget.csv', 'item,cost\nlogo,100\n', 'text/csv');
  const res = await attach(editor, boardId, listId, card, [adams]);
  expect(errorMessage(res, 'ValidationError')).toBe(
    'Attachment "budget.csv" is not one of your uploads: upload the file, then attach it',
  );
  const board = await admin.get<ScrumBoard>('/api/scrum-board', { id: boardId });
  expect(cardOf(board.body).attachments).toEqual([]);
  expect((await download(editor, adams.file_url)).status).toBe(404);
  expect((await admin.get<UploadedFile[]>('/api/upload/all')).body.map((file) => file.id)).toEqual([adams.id]);
});

it('deletes an attachment’s file when it is removed from its card, and when its card goes with its column', async () => {
  const { boardId, listId, card } = await boardWithCard();
  const [removed, kept] = [
    await upload(admin, 'draft.txt', 'first draft\n', 'text/plain'),
    await upload(admin, 'final.txt', 'final version\n', 'text/plain'),
  ];
  const both = cardOf((await attach(admin, boardId, listId, card, [removed, kept])).body);

  // Anyone who can see the board can remove an attachment, and the file goes for everyone.
  const left = await attach(editor, boardId, listId, both, [kept]);
  expect(left.status).toBe(200);
  expect(cardOf(left.body).attachments.map((attachment) => attachment.name)).toEqual(['final.txt']);
  for (const client of [admin, editor]) {
    expect((await download(client, removed.file_url)).status).toBe(404);
    expect((await download(client, kept.file_url)).status).toBe(200);
  }
  // Gone, not back in Adam's uploads: it cannot be attached again either.
  expect((await admin.get<UploadedFile[]>('/api/upload/all')).body).toEqual([]);
  expect(
    errorMessage(await attach(admin, boardId, listId, cardOf(left.body), [kept, removed]), 'ValidationError'),
  ).toMatch(/^Attachment "draft.txt" is not one of your uploads/);

  const deleted = await admin.post<ScrumBoard>('/api/scrum-board/delete-column', { boardId, listId });
  expect(deleted.body.list).toEqual([]);
  for (const client of [admin, editor]) expect((await download(client, kept.file_url)).status).toBe(404);
});

it('hands the files attached before boards held them to their boards', async () => {
  const { boardId, listId, card } = await boardWithCard();
  const file = await upload(admin, 'old.txt', 'attached long ago\n', 'text/plain');
  await attach(admin, boardId, listId, card, [file]);
  await server.close();
  // The database as it was before: no holders (upload migration 1 only), the card pointing at Adam's upload.
  const db = new Database(server.dbPath);
  db.exec(`
    DROP INDEX demo_upload_holder;
    ALTER TABLE demo_upload DROP COLUMN holder_id;
    ALTER TABLE demo_upload DROP COLUMN holder_collection;
    UPDATE schema_versions SET version = 1 WHERE module = 'demo-upload';
  `);
  db.close();

  await start(server.dbPath);
  const res = await download(editor, file.file_url);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('attached long ago\n');
  expect((await admin.get<UploadedFile[]>('/api/upload/all')).body).toEqual([]);
});
