// The scrum board demo API (docs/demo-api.md) over HTTP: every endpoint's answer, the rules, and errors in Frappe's
// 4xx shape. Boards are team data: every signed-in user sees and changes the same boards.

import {
  rankBetween,
  type ScrumBoard,
  type ScrumBoardSummary,
  type ScrumCard,
  type ScrumLabel,
  type ScrumMember,
  type UploadedFile,
} from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.admin });
const client = () => served.client;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

/** A new board with two columns ("To do" with cards A, B, C and "Done" empty), for a test of its own. */
async function freshBoard(title = `Board ${Math.random()}`): Promise<ScrumBoard> {
  const boards = await client().post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title });
  const id = itemAt(boards.body, -1).id;
  await client().post('/api/scrum-board/add-column', { boardId: id, listTitle: 'To do' });
  let board = (await client().post<ScrumBoard>('/api/scrum-board/add-column', { boardId: id, listTitle: 'Done' })).body;
  const todo = itemAt(board.list, 0).id;
  for (const cardTitle of ['A', 'B', 'C']) {
    board = (await client().post<ScrumBoard>('/api/scrum-board/add-card', { boardId: id, listId: todo, cardTitle }))
      .body;
  }
  return board;
}

const titlesOf = (board: ScrumBoard) => board.list.map((column) => column.cardList.map((card) => card.title));
const ranksOf = (board: ScrumBoard) =>
  new Map(board.list.flatMap((column) => column.cardList.map((card) => [card.id, card.rank] as const)));

function findCardIn(board: ScrumBoard, cardId: number): ScrumCard {
  const card = board.list.flatMap((column) => column.cardList).find((candidate) => candidate.id === cardId);
  if (!card) throw new Error(`no card ${cardId}`);
  return card;
}

describe('reading', () => {
  it('GET all-member answers the members as {id, name, avatar}, avatars drawn inline', async () => {
    const res = await client().get<ScrumMember[]>('/api/scrum-board/all-member');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(itemAt(res.body, 1)).toEqual({
      id: 2,
      name: 'Adam Reyes',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    for (const member of res.body) expect(Object.keys(member).sort()).toEqual(['avatar', 'id', 'name']);
  });

  it("GET all-label answers the spec's four labels and colours", async () => {
    const res = await client().get<ScrumLabel[]>('/api/scrum-board/all-label');
    expect(res.body).toEqual([
      { id: 1, title: 'Active', color: 'primary' },
      { id: 2, title: 'Complete', color: 'green' },
      { id: 3, title: 'Ready', color: 'secondary' },
      { id: 4, title: 'High Priority', color: 'error' },
    ]);
  });

  it('GET all-board answers id and title only', async () => {
    const res = await client().get<ScrumBoardSummary[]>('/api/scrum-board/all-board');
    expect(res.body.slice(0, 2)).toEqual([
      { id: 1, title: 'Website relaunch' },
      { id: 2, title: 'Mobile app 2.0' },
    ]);
  });

  it('GET /api/scrum-board answers the board with its members expanded (id in the query string)', async () => {
    const res = await client().get<ScrumBoard>('/api/scrum-board', { id: 1 });
    expect(res.status).toBe(200);
    const board = res.body;
    expect(Object.keys(board).sort()).toEqual(['id', 'list', 'members', 'modified', 'title']);
    expect(board.modified).toMatch(DATETIME);
    expect(board.members.map((m) => m.name)).toContain('Priya Shah');
    expect(itemAt(board.members, 0)).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      avatar: expect.any(String),
    });
    expect(board.list.map((column) => column.title)).toEqual(['Backlog', 'In progress', 'Review', 'Done']);
    const card = itemAt(itemAt(board.list, 1).cardList, 0);
    expect(card).toEqual({
      id: expect.any(Number),
      title: 'New navigation with mega menu',
      rank: 'i0',
      coverImage: '',
      members: expect.any(Array),
      labels: [1],
      description: expect.any(String),
      attachments: [],
      comments: [
        { id: expect.any(Number), uid: expect.any(Number), text: expect.any(String), time: expect.stringMatching(ISO) },
        { id: expect.any(Number), uid: 2, text: expect.any(String), time: expect.stringMatching(ISO) },
      ],
      version: 0,
    });
    expect((await client().get<ScrumBoard>('/api/scrum-board', { boardId: 1 })).body.id).toBe(1);
  });

  it('GET version answers {id, modified}, which moves with every write', async () => {
    const board = await freshBoard();
    const before = (await client().get('/api/scrum-board/version', { id: board.id })).body;
    expect(before).toEqual({ id: board.id, modified: board.modified });
    const changed = await client().post<ScrumBoard>('/api/scrum-board/rename-column', {
      boardId: board.id,
      listId: itemAt(board.list, 1).id,
      listTitle: 'Finished',
    });
    const after = (await client().get('/api/scrum-board/version', { boardId: board.id })).body;
    expect(after.modified).toBe(changed.body.modified);
    expect(after.modified).not.toBe(before.modified);
  });
});

describe('boards, members and columns', () => {
  it('add-board takes the title (JSON, or the bare title as the original posted it) and answers the list', async () => {
    const res = await client().post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title: '  Sprint 14 ' });
    expect(res.status).toBe(200);
    expect(itemAt(res.body, -1)).toEqual({ id: expect.any(Number), title: 'Sprint 14' });
    const bare = await client().request<ScrumBoardSummary[]>('/api/scrum-board/add-board', {
      method: 'POST',
      raw: 'Sprint 15',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(itemAt(bare.body, -1).title).toBe('Sprint 15');
    const created = await client().get<ScrumBoard>('/api/scrum-board', { id: itemAt(bare.body, -1).id });
    expect(created.body).toMatchObject({ title: 'Sprint 15', list: [], members: [] });
  });

  it('add-member and delete-member answer the board; a member leaving leaves its cards too', async () => {
    const board = await freshBoard();
    const added = await client().post<ScrumBoard>('/api/scrum-board/add-member', { boardId: board.id, memberId: 5 });
    expect(added.body.members).toEqual([{ id: 5, name: 'Priya Shah', avatar: expect.any(String) }]);
    const card = { ...itemAt(itemAt(added.body.list, 0).cardList, 0), members: [5] };
    await client().post('/api/scrum-board/update-card', { boardId: board.id, listId: itemAt(board.list, 0).id, card });
    const again = await client().post('/api/scrum-board/add-member', { boardId: board.id, memberId: 5 });
    expect(again.status).toBe(409);
    expect(errorMessage(again, 'DuplicateEntryError')).toBe('Member 5 is already on the board');
    const removed = await client().post<ScrumBoard>('/api/scrum-board/delete-member', {
      boardId: board.id,
      memberId: 5,
    });
    expect(removed.body.members).toEqual([]);
    expect(itemAt(itemAt(removed.body.list, 0).cardList, 0).members).toEqual([]);
    const notThere = await client().post('/api/scrum-board/delete-member', { boardId: board.id, memberId: 5 });
    expect(notThere.status).toBe(404);
    const unknown = await client().post('/api/scrum-board/add-member', { boardId: board.id, memberId: 999 });
    expect(unknown.status).toBe(404);
  });

  it('add-column, rename-column and delete-column answer the board', async () => {
    const board = await freshBoard();
    const added = await client().post<ScrumBoard>('/api/scrum-board/add-column', {
      boardId: board.id,
      listTitle: 'QA',
    });
    const qa = itemAt(added.body.list, -1);
    expect(qa).toEqual({ id: expect.any(Number), title: 'QA', cardList: [] });
    const renamed = await client().post<ScrumBoard>('/api/scrum-board/rename-column', {
      boardId: board.id,
      listId: qa.id,
      listTitle: 'Testing',
    });
    expect(itemAt(renamed.body.list, -1).title).toBe('Testing');
    const deleted = await client().post<ScrumBoard>('/api/scrum-board/delete-column', {
      boardId: board.id,
      listId: qa.id,
    });
    expect(deleted.body.list.map((c) => c.title)).toEqual(['To do', 'Done']);
    const gone = await client().post('/api/scrum-board/delete-column', { boardId: board.id, listId: qa.id });
    expect(gone.status).toBe(404);
    expect(errorMessage(gone, 'DoesNotExistError')).toBe(`Column ${qa.id} not found`);
  });
});

describe('cards', () => {
  it('add-card adds a card with empty members, labels, comments and attachments at the bottom', async () => {
    const board = await freshBoard();
    expect(itemAt(board.list, 0).cardList.map((c) => c.title)).toEqual(['A', 'B', 'C']);
    expect(itemAt(itemAt(board.list, 0).cardList, 2)).toEqual({
      id: expect.any(Number),
      title: 'C',
      rank: 'i2',
      coverImage: '',
      members: [],
      labels: [],
      description: '',
      attachments: [],
      comments: [],
      version: 0,
    });
    const ids = itemAt(board.list, 0).cardList.map((c) => c.id);
    expect(new Set([...ids, ...board.list.map((c) => c.id)]).size).toBe(5);
  });

  it('update-card replaces the card; new comments are signed by the signed-in member, at the server time', async () => {
    const board = await freshBoard();
    const listId = itemAt(board.list, 0).id;
    await client().post('/api/scrum-board/add-member', { boardId: board.id, memberId: 3 });
    // An attachment is a file the user uploaded (scrum-board-attachments.test.ts).
    const file = await client().request<UploadedFile>('/api/upload/add', {
      raw: 'twelve bytes',
      contentType: 'text/plain',
      query: { file_name: 'notes.txt' },
    });
    const card: ScrumCard = {
      ...itemAt(itemAt(board.list, 0).cardList, 1),
      title: 'B renamed',
      description: 'Details',
      labels: [4, 1],
      members: [3],
      attachments: [{ name: 'notes.txt', size: 12, url: file.body.file_url }],
      comments: [{ id: 0, uid: 99, text: 'First!', time: '2000-01-01T00:00:00.000Z' }],
    };
    const res = await client().post<ScrumBoard>('/api/scrum-board/update-card', { boardId: board.id, listId, card });
    expect(res.status).toBe(200);
    const saved = itemAt(itemAt(res.body.list, 0).cardList, 1);
    expect(saved).toMatchObject({ title: 'B renamed', description: 'Details', labels: [4, 1], members: [3] });
    expect(saved.attachments).toEqual(card.attachments);
    const comment = itemAt(saved.comments, 0);
    expect(comment).toEqual({ id: expect.any(Number), uid: 2, text: 'First!', time: expect.stringMatching(ISO) });
    expect(comment.time).not.toBe('2000-01-01T00:00:00.000Z');

    // The editor adds a second comment; the first stays as written even if the client sends it changed.
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    const reply = await editor.post<ScrumBoard>('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: { ...saved, comments: [{ ...comment, text: 'forged' }, { text: 'Second' }] },
    });
    const comments = itemAt(itemAt(reply.body.list, 0).cardList, 1).comments;
    expect(comments.map((c) => [c.uid, c.text])).toEqual([
      [2, 'First!'],
      [3, 'Second'],
    ]);
  });

  it('update-card refuses a change based on an older version of the card, so two editors never overwrite each other', async () => {
    const board = await freshBoard();
    const listId = itemAt(board.list, 0).id;
    const read = itemAt(itemAt(board.list, 0).cardList, 0);
    expect(read.version).toBe(0);
    const cardOf = (answer: ScrumBoard) => itemAt(itemAt(answer.list, 0).cardList, 0);

    // Two people opened the card at version 0; the first one's change is saved and raises the version…
    const first = await client().post<ScrumBoard>('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: { ...read, description: 'From Adam' },
    });
    expect(first.status).toBe(200);
    expect(cardOf(first.body)).toMatchObject({ description: 'From Adam', version: 1 });

    // …the second one's, still based on version 0, is refused and changes nothing.
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    const second = await editor.post('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: { ...read, labels: [1] },
    });
    expect(second.status).toBe(417);
    expect(errorMessage(second, 'TimestampMismatchError')).toMatch(/has been changed by someone else/);
    const after = await client().get<ScrumBoard>('/api/scrum-board', { id: board.id });
    expect(cardOf(after.body)).toMatchObject({ description: 'From Adam', labels: [], version: 1 });

    // Based on the version they now read, it goes through; a client that sends no version (the original API's)
    // overwrites as before.
    const retried = await editor.post<ScrumBoard>('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: { ...cardOf(after.body), labels: [1] },
    });
    expect(cardOf(retried.body)).toMatchObject({ description: 'From Adam', labels: [1], version: 2 });
    const { version: _ignored, ...unversioned } = cardOf(retried.body);
    const legacy = await client().post<ScrumBoard>('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: { ...unversioned, title: 'Renamed' },
    });
    expect(cardOf(legacy.body)).toMatchObject({ title: 'Renamed', version: 3 });
  });

  it.each<[string, (card: ScrumCard) => unknown, number, string | RegExp]>([
    ['a member not on the board', (card) => ({ ...card, members: [8] }), 417, 'Member(s) 8 are not on the board'],
    ['an unknown label', (card) => ({ ...card, labels: [77] }), 417, 'Unknown label id(s): 77'],
    ['an empty title', (card) => ({ ...card, title: ' ' }), 417, /title must be 1 to 140 characters long/],
    [
      'a cover on another site',
      (card) => ({ ...card, coverImage: '//evil.example/x.png' }),
      417,
      /coverImage must be a path/,
    ],
    [
      'an attachment without a size',
      (card) => ({ ...card, attachments: [{ name: 'x', url: '/x' }] }),
      417,
      /attachments\[0\]\.size is required/,
    ],
    ['a card id not in the column', (card) => ({ ...card, id: 9999 }), 404, /Card 9999 not found/],
    ['no card', () => undefined, 417, 'card is required'],
    ['a card that is not an object', () => 'card', 417, 'card must be an object, got "card"'],
  ])('update-card refuses %s', async (_what, change, status, message) => {
    const board = await freshBoard();
    const listId = itemAt(board.list, 0).id;
    const res = await client().post('/api/scrum-board/update-card', {
      boardId: board.id,
      listId,
      card: change(itemAt(itemAt(board.list, 0).cardList, 0)),
    });
    expect(res.status).toBe(status);
    expect(errorMessage(res, status === 404 ? 'DoesNotExistError' : 'ValidationError')).toMatch(message);
  });
});

describe('ordering', () => {
  /** The board's column ids and the ids of the cards A, B and C, by title. */
  function namesOf(board: ScrumBoard) {
    const [todo, done] = board.list.map((column) => column.id);
    const card = (title: string) => {
      const found = board.list.flatMap((column) => column.cardList).find((candidate) => candidate.title === title);
      if (!found) throw new Error(`no card ${title}`);
      return found.id;
    };
    if (todo === undefined || done === undefined) throw new Error('expected two columns');
    return { todo, done, a: card('A'), b: card('B'), c: card('C') };
  }

  it('reorder-list moves a column just before or after another', async () => {
    const board = await freshBoard();
    const { todo, done } = namesOf(board);
    const after = await client().post<ScrumBoard>('/api/scrum-board/reorder-list', {
      boardId: board.id,
      listId: todo,
      afterId: done,
    });
    expect(after.body.list.map((c) => c.title)).toEqual(['Done', 'To do']);
    const before = await client().post<ScrumBoard>('/api/scrum-board/reorder-list', {
      boardId: board.id,
      listId: todo,
      beforeId: done,
    });
    expect(before.body.list.map((c) => c.title)).toEqual(['To do', 'Done']);
  });

  it('reorder-card gives the card the rank it is sent: the column follows ranks, no other card changes', async () => {
    const board = await freshBoard();
    const { todo, a, b } = namesOf(board);
    const before = ranksOf(board);
    const rank = rankBetween(null, before.get(a) ?? null);
    const res = await client().post<ScrumBoard>('/api/scrum-board/reorder-card', {
      boardId: board.id,
      listId: todo,
      cardId: b,
      rank,
    });
    expect(titlesOf(res.body)).toEqual([['B', 'A', 'C'], []]);
    expect(ranksOf(res.body)).toEqual(new Map([...before, [b, rank]]));
  });

  it('move-card moves a card to its rank in any column, among the cards there in (rank, id) order', async () => {
    const board = await freshBoard();
    const { todo, done, a, b, c } = namesOf(board);
    const rankOf = (id: number) => ranksOf(board).get(id) ?? null;
    const move = (body: Record<string, unknown>) =>
      client().post<ScrumBoard>('/api/scrum-board/move-card', { boardId: board.id, ...body });
    const toEmpty = await move({ cardId: b, sourcelistId: todo, destinationlistId: done, rank: rankOf(b) });
    expect(titlesOf(toEmpty.body)).toEqual([['A', 'C'], ['B']]);
    const below = rankBetween(rankOf(b), null);
    const beside = await move({ cardId: a, sourcelistId: todo, destinationlistId: done, rank: below });
    expect(titlesOf(beside.body)).toEqual([['C'], ['B', 'A']]);
    const above = rankBetween(null, rankOf(b));
    const within = await move({ cardId: a, sourcelistId: done, destinationlistId: done, rank: above });
    expect(titlesOf(within.body)).toEqual([['C'], ['A', 'B']]);
    // A rank equal to another card's: the lower id first (A was added before B).
    const tie = await move({ cardId: a, sourcelistId: done, destinationlistId: done, rank: rankOf(b) });
    expect(titlesOf(tie.body)).toEqual([['C'], ['A', 'B']]);
    // Form fields carry the ids and the rank as text.
    const form = await client().request<ScrumBoard>('/api/scrum-board/move-card', {
      form: {
        boardId: String(board.id),
        cardId: String(c),
        sourcelistId: String(todo),
        destinationlistId: String(done),
        rank: rankBetween(rankOf(b), null),
      },
    });
    expect(titlesOf(form.body)).toEqual([[], ['A', 'B', 'C']]);
  });

  it('add-card ranks the new card after the last; update-card keeps the stored rank, so a save never undoes a move', async () => {
    const board = await freshBoard();
    const { todo, a, c } = namesOf(board);
    const ranks = itemAt(board.list, 0).cardList.map((card) => card.rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(ranks).size).toBe(3);
    const opened = findCardIn(board, a);
    // Someone moves A below C; a save made on the view from before sends A's old rank.
    await client().post('/api/scrum-board/reorder-card', {
      boardId: board.id,
      listId: todo,
      cardId: a,
      rank: rankBetween(ranksOf(board).get(c) ?? null, null),
    });
    const saved = await client().post<ScrumBoard>('/api/scrum-board/update-card', {
      boardId: board.id,
      listId: todo,
      card: { ...opened, title: 'A2' },
    });
    expect(saved.status).toBe(200);
    expect(titlesOf(saved.body)).toEqual([['B', 'C', 'A2'], []]);
  });

  it('a move made on a view the board has left behind is refused with 417, moving nothing', async () => {
    const board = await freshBoard();
    const { todo, done, a, b } = namesOf(board);
    // Someone else moves B to Done; this client still sees it in To do, and A next to it.
    await client().post('/api/scrum-board/move-card', {
      boardId: board.id,
      cardId: b,
      sourcelistId: todo,
      destinationlistId: done,
      rank: rankBetween(null, null),
    });
    const moved = await client().post('/api/scrum-board/move-card', {
      boardId: board.id,
      cardId: b,
      sourcelistId: todo,
      destinationlistId: todo,
      rank: rankBetween(ranksOf(board).get(a) ?? null, null),
    });
    expect(moved.status).toBe(417);
    expect(errorMessage(moved, 'TimestampMismatchError')).toBe(
      'The board changed while you were moving the card: reload the board and try again.',
    );
    const beside = await client().post('/api/scrum-board/reorder-card', {
      boardId: board.id,
      listId: todo,
      cardId: b,
      rank: rankBetween(null, null),
    });
    expect(beside.status).toBe(417);
    expect(errorMessage(beside, 'TimestampMismatchError')).toBe(
      'The board changed while you were moving the card: reload the board and try again.',
    );
    // Someone else deletes a column this client still sees, and moves another next to it.
    const third = itemAt(
      (await client().post<ScrumBoard>('/api/scrum-board/add-column', { boardId: board.id, listTitle: 'Later' })).body
        .list,
      -1,
    ).id;
    await client().post('/api/scrum-board/delete-column', { boardId: board.id, listId: third });
    const column = await client().post('/api/scrum-board/reorder-list', {
      boardId: board.id,
      listId: todo,
      afterId: third,
    });
    expect(column.status).toBe(417);
    expect(errorMessage(column, 'TimestampMismatchError')).toBe(
      'The board changed while you were moving the column: reload the board and try again.',
    );
    const after = (await client().get<ScrumBoard>('/api/scrum-board', { id: board.id })).body;
    expect(after.list.map((list) => list.title)).toEqual(['To do', 'Done']);
    expect(titlesOf(after)).toEqual([['A', 'C'], ['B']]);
  });

  it.each<[string, string, (names: ReturnType<typeof namesOf>) => Record<string, unknown>, number, RegExp]>([
    [
      'reorder-list without a place',
      'reorder-list',
      ({ todo }) => ({ listId: todo }),
      417,
      /beforeId or afterId is required/,
    ],
    [
      'reorder-list of an unknown column',
      'reorder-list',
      ({ done }) => ({ listId: 999, beforeId: done }),
      404,
      /Column 999 not found/,
    ],
    [
      'reorder-list next to itself',
      'reorder-list',
      ({ todo }) => ({ listId: todo, afterId: todo }),
      417,
      /cannot be placed next to itself/,
    ],
    [
      'reorder-list in the old index form',
      'reorder-list',
      () => ({ startIndex: 0, endIndex: 1 }),
      417,
      /listId is required/,
    ],
    [
      'reorder-card without a card',
      'reorder-card',
      ({ todo }) => ({ listId: todo, rank: 'i0' }),
      417,
      /cardId is required/,
    ],
    [
      'reorder-card without a rank (the old form, next to a card)',
      'reorder-card',
      ({ todo, a, b }) => ({ listId: todo, cardId: a, afterId: b }),
      417,
      /rank is required/,
    ],
    [
      'a rank that is not a rank key',
      'reorder-card',
      ({ todo, a }) => ({ listId: todo, cardId: a, rank: 'Zz' }),
      417,
      /rank must be a rank key, got "Zz"/,
    ],
    [
      'a rank that is not text',
      'move-card',
      ({ todo, done, a }) => ({ cardId: a, sourcelistId: todo, destinationlistId: done, rank: 5 }),
      417,
      /rank must be a rank key, got 5/,
    ],
    [
      'a fractional id',
      'reorder-card',
      ({ todo }) => ({ listId: todo, cardId: 1.5, rank: 'i0' }),
      417,
      /cardId must be a whole number/,
    ],
    [
      'move-card of an unknown card',
      'move-card',
      ({ todo, done }) => ({ cardId: 999, sourcelistId: todo, destinationlistId: done, rank: 'i0' }),
      404,
      /Card 999 not found/,
    ],
    [
      'move-card to an unknown column',
      'move-card',
      ({ todo, a }) => ({ cardId: a, sourcelistId: todo, destinationlistId: 999, rank: 'i0' }),
      404,
      /Column 999 not found/,
    ],
    [
      'move-card in the old index form',
      'move-card',
      ({ todo, done }) => ({
        sourcelistId: todo,
        destinationlistId: done,
        source: { index: 0 },
        destination: { index: 0 },
      }),
      417,
      /cardId is required/,
    ],
  ])('refuses %s', async (_what, path, body, status, message) => {
    const board = await freshBoard();
    const res = await client().post(`/api/scrum-board/${path}`, { boardId: board.id, ...body(namesOf(board)) });
    expect(res.status).toBe(status);
    expect(errorMessage(res, status === 404 ? 'DoesNotExistError' : 'ValidationError')).toMatch(message);
    const after = (await client().get<ScrumBoard>('/api/scrum-board', { id: board.id })).body;
    expect(after.list.map((column) => column.title)).toEqual(['To do', 'Done']);
    expect(titlesOf(after)).toEqual([['A', 'B', 'C'], []]);
  });
});

describe('errors and access', () => {
  it('an unknown board → 404; a bad board id, a missing title or malformed JSON → 417', async () => {
    const missing = await client().get('/api/scrum-board', { id: 9999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Board 9999 not found');
    const bad = await client().get('/api/scrum-board', { id: 'one' });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad, 'ValidationError')).toBe('id must be a whole number, got "one"');
    const noId = await client().get('/api/scrum-board');
    expect(errorMessage(noId, 'ValidationError')).toBe('boardId is required');
    const noTitle = await client().post('/api/scrum-board/add-board', { title: '' });
    expect(errorMessage(noTitle, 'ValidationError')).toBe('title must be 1 to 140 characters long');
    const longTitle = await client().post('/api/scrum-board/add-column', { boardId: 1, listTitle: 'x'.repeat(141) });
    expect(errorMessage(longTitle, 'ValidationError')).toBe('listTitle must be 1 to 140 characters long');
    const malformed = await client().request('/api/scrum-board/add-card', { method: 'POST', raw: '{"boardId": 1,' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const hostile = await client().post<ScrumBoard>('/api/scrum-board/add-column', {
      boardId: (await freshBoard()).id,
      listTitle: '<img src=x onerror=alert(1)>',
    });
    expect(itemAt(hostile.body.list, -1).title).toBe('<img src=x onerror=alert(1)>');
  });

  it('signed-out requests → 403; boards are shared between signed-in users', async () => {
    const anonymous = new Client(served.server.baseUrl);
    const res = await anonymous.get('/api/scrum-board/all-board');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the scrum board app');
    const board = await freshBoard('Shared one');
    const guest = await loggedIn(served.server.baseUrl, USERS.guest);
    expect((await guest.get<ScrumBoardSummary[]>('/api/scrum-board/all-board')).body).toContainEqual({
      id: board.id,
      title: 'Shared one',
    });
  });
});
