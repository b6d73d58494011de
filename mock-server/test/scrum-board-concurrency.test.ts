// 100 move-card calls at once, from several signed-in clients, on one board: each is applied whole, one after
// another, so the board ends consistent: every card in exactly one column, none lost, none duplicated.

import type { ScrumBoard, ScrumBoardSummary } from 'tessera-contracts';
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

it(`${MOVES} concurrent move-card calls leave every card in exactly one column`, async () => {
  const admin = served.client;
  const boards = await admin.post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title: 'Race' });
  const boardId = itemAt(boards.body, -1).id;
  let board: ScrumBoard | undefined;
  for (let c = 0; c < COLUMNS; c += 1) {
    board = (await admin.post<ScrumBoard>('/api/scrum-board/add-column', { boardId, listTitle: `Column ${c}` })).body;
  }
  const columnIds = (board?.list ?? []).map((column) => column.id);
  for (const listId of columnIds) {
    for (let n = 0; n < CARDS_PER_COLUMN; n += 1) {
      board = (
        await admin.post<ScrumBoard>('/api/scrum-board/add-card', { boardId, listId, cardTitle: `${listId}-${n}` })
      ).body;
    }
  }
  const cardIds = (board?.list ?? []).flatMap((column) => column.cardList.map((card) => card.id)).sort((a, b) => a - b);
  expect(cardIds).toHaveLength(COLUMNS * CARDS_PER_COLUMN);

  const clients: Client[] = [
    admin,
    await loggedIn(served.server.baseUrl, USERS.editor),
    await loggedIn(served.server.baseUrl, USERS.editor),
    await loggedIn(served.server.baseUrl, USERS.sa),
  ];
  const next = random(14);
  const pick = (n: number) => Math.floor(next() * n);
  // Indexes from a view that goes stale as the other moves land: some are then out of range and refused.
  const answers = await Promise.all(
    Array.from({ length: MOVES }, (_unused, i) =>
      itemAt(clients, i % clients.length).post('/api/scrum-board/move-card', {
        boardId,
        sourcelistId: itemAt(columnIds, pick(COLUMNS)),
        destinationlistId: itemAt(columnIds, pick(COLUMNS)),
        source: { index: pick(CARDS_PER_COLUMN + 2) },
        destination: { index: pick(CARDS_PER_COLUMN + 2) },
      }),
    ),
  );
  for (const answer of answers) expect([200, 417]).toContain(answer.status);
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(MOVES / 2);

  const final = (await admin.get<ScrumBoard>('/api/scrum-board', { id: boardId })).body;
  const placed = final.list.flatMap((column) => column.cardList.map((card) => card.id)).sort((a, b) => a - b);
  expect(placed).toEqual(cardIds);
  expect(final.list.map((column) => column.id)).toEqual(columnIds);
});
