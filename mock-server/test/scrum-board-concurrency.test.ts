// Many moves at once, from several signed-in clients, on one board. Each is applied whole, one after another,
// so the board ends consistent: every card in exactly one column, none lost, none duplicated. And a move names
// the item it moves and where: a card the rank between the neighbours its client saw, a column the one to put it
// next to, so moves of different items each end where their client asked, whatever landed before them (indexes
// read before the others landed named other items).

import { compareRanks, rankAt, type ScrumBoard, type ScrumBoardSummary, type ScrumCard } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const served = serveForTests({ user: USERS.admin });

const COLUMNS = 4;
const CARDS_PER_COLUMN = 10;
const MOVES = 100;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A new board with a column for each count, holding that many cards. */
async function newBoard(cardCounts: readonly number[]): Promise<ScrumBoard> {
  const admin = served.client;
  const boards = await admin.post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title: 'Race' });
  const boardId = itemAt(boards.body, -1).id;
  let board = (await admin.get<ScrumBoard>('/api/scrum-board', { id: boardId })).body;
  for (let c = 0; c < cardCounts.length; c += 1) {
    board = (await admin.post<ScrumBoard>('/api/scrum-board/add-column', { boardId, listTitle: `Column ${c}` })).body;
  }
  for (const [c, { id: listId }] of board.list.entries()) {
    for (let n = 0; n < (cardCounts[c] ?? 0); n += 1) {
      board = (
        await admin.post<ScrumBoard>('/api/scrum-board/add-card', { boardId, listId, cardTitle: `${listId}-${n}` })
      ).body;
    }
  }
  return board;
}

async function clients(): Promise<Client[]> {
  return [
    served.client,
    await loggedIn(served.server.baseUrl, USERS.editor),
    await loggedIn(served.server.baseUrl, USERS.sa),
  ];
}

const cardIdsOf = (board: ScrumBoard) =>
  board.list.flatMap((column) => column.cardList.map((card) => card.id)).sort((a, b) => a - b);

/** The rank a card gets at `index` among the cards of `cardList` other than itself, as the board shows them. */
function rankFor(cardList: readonly ScrumCard[], cardId: number, index: number): string {
  const others = cardList.filter((card) => card.id !== cardId);
  return rankAt(
    others.map((card) => card.rank),
    index,
  ).rank;
}

/** The ids of the cards of each column whose order breaks (rank, id) order. */
const outOfOrder = (board: ScrumBoard) =>
  board.list.flatMap((column) =>
    column.cardList
      .filter((card, index) => {
        const below = column.cardList[index + 1];
        return below !== undefined && (compareRanks(card.rank, below.rank) || card.id - below.id) >= 0;
      })
      .map((card) => card.id),
  );

/** Where each card is: its column's id and the card just above it (null at the top). */
function placesOf(board: ScrumBoard): Map<number, { listId: number; above: number | null }> {
  const places = new Map<number, { listId: number; above: number | null }>();
  for (const column of board.list) {
    column.cardList.forEach((card, index) =>
      places.set(card.id, { listId: column.id, above: column.cardList[index - 1]?.id ?? null }),
    );
  }
  return places;
}

it(`${MOVES} concurrent move-card calls from a view going stale leave every card in exactly one column`, async () => {
  const board = await newBoard(Array.from({ length: COLUMNS }, () => CARDS_PER_COLUMN));
  const cardIds = cardIdsOf(board);
  const columnIds = board.list.map((column) => column.id);
  const seenIn = placesOf(board);
  const everyone = await clients();
  const next = random(14);
  const pick = <T>(items: readonly T[]) => itemAt(items, Math.floor(next() * items.length));

  // Each move as read from the board before any of them: once others have landed, some cards are no longer in
  // the column seen, and those moves are refused; the others land at their rank, wherever the rest went.
  const answers = await Promise.all(
    Array.from({ length: MOVES }, (_unused, i) => {
      const cardId = pick(cardIds);
      const destination = pick(board.list);
      const index = Math.floor(next() * (destination.cardList.length + 1));
      return itemAt(everyone, i % everyone.length).post('/api/scrum-board/move-card', {
        boardId: board.id,
        cardId,
        sourcelistId: seenIn.get(cardId)?.listId,
        destinationlistId: destination.id,
        rank: rankFor(destination.cardList, cardId, index),
      });
    }),
  );
  for (const answer of answers) expect([200, 417]).toContain(answer.status);
  // Which ones are refused depends on the order they arrive in; many of them land.
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(MOVES / 10);

  const final = (await served.client.get<ScrumBoard>('/api/scrum-board', { id: board.id })).body;
  expect(cardIdsOf(final)).toEqual(cardIds);
  expect(final.list.map((column) => column.id)).toEqual(columnIds);
  expect(outOfOrder(final)).toEqual([]);
});

it('concurrent moves of different cards, each just below a different card of another column, all hold', async () => {
  const board = await newBoard([30, 30]);
  const [left, right] = board.list;
  if (!left || !right) throw new Error('expected two columns');
  // Every other card of the left column goes just below a card of the right one, far from its own place.
  const moving = left.cardList.filter((_card, index) => index % 2 === 0).map((card) => card.id);
  const anchors = right.cardList
    .slice(0, moving.length)
    .map((card) => card.id)
    .reverse();
  const everyone = await clients();

  const answers = await Promise.all(
    moving.map(async (cardId, i) => {
      const client = itemAt(everyone, i % everyone.length);
      await client.get('/api/scrum-board', { id: board.id });
      const below = right.cardList.findIndex((card) => card.id === itemAt(anchors, i)) + 1;
      return client.post('/api/scrum-board/move-card', {
        boardId: board.id,
        cardId,
        sourcelistId: left.id,
        destinationlistId: right.id,
        rank: rankFor(right.cardList, cardId, below),
      });
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(moving.map(() => 200));

  const final = placesOf((await served.client.get<ScrumBoard>('/api/scrum-board', { id: board.id })).body);
  const misplaced = moving.filter((cardId, i) => {
    const place = final.get(cardId);
    return place?.listId !== right.id || place.above !== itemAt(anchors, i);
  });
  expect(misplaced).toEqual([]);
});

it('concurrent reorder-card and reorder-list calls of different items, each next to a fixed one, all hold', async () => {
  const board = await newBoard([30, ...Array.from({ length: 29 }, () => 0)]);
  const [column] = board.list;
  if (!column) throw new Error('expected a column');
  const everyone = await clients();
  // Cards of the first column: the odd ones go just above the even ones, in reverse pairs.
  const cards = column.cardList.map((card) => card.id);
  const movingCards = cards.filter((_id, index) => index % 2 === 1);
  const cardAnchors = cards.filter((_id, index) => index % 2 === 0).reverse();
  // Columns: the second half go just above the first half's, in reverse.
  const columns = board.list.map((list) => list.id);
  const movingColumns = columns.slice(columns.length / 2);
  const columnAnchors = columns.slice(0, columns.length / 2).reverse();

  const moves = [
    ...movingCards.map((cardId, i) => {
      const others = column.cardList.filter((card) => card.id !== cardId);
      const above = others.findIndex((card) => card.id === itemAt(cardAnchors, i));
      return { path: 'reorder-card', body: { listId: column.id, cardId, rank: rankFor(others, cardId, above) } };
    }),
    ...movingColumns.map((listId, i) => ({
      path: 'reorder-list',
      body: { listId, beforeId: itemAt(columnAnchors, i) },
    })),
  ];
  const answers = await Promise.all(
    moves.map(async ({ path, body }, i) => {
      const client = itemAt(everyone, i % everyone.length);
      await client.get('/api/scrum-board', { id: board.id });
      return client.post(`/api/scrum-board/${path}`, { boardId: board.id, ...body });
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(moves.map(() => 200));

  const final = (await served.client.get<ScrumBoard>('/api/scrum-board', { id: board.id })).body;
  const finalColumns = final.list.map((list) => list.id);
  const finalCards = final.list.find((list) => list.id === column.id)?.cardList.map((card) => card.id) ?? [];
  expect(
    movingCards.filter((cardId, i) => finalCards.indexOf(cardId) !== finalCards.indexOf(itemAt(cardAnchors, i)) - 1),
  ).toEqual([]);
  expect(
    movingColumns.filter(
      (listId, i) => finalColumns.indexOf(listId) !== finalColumns.indexOf(itemAt(columnAnchors, i)) - 1,
    ),
  ).toEqual([]);
  expect(cardIdsOf(final)).toEqual(cardIdsOf(board));
});
