// Lost moves: many clients read the shared todo list, then each moves a different todo just after a different
// fixed one, all at once. A move names both todos by id, so every one lands where its client asked, whatever
// the others did to the list in between (indexes computed from the read named other todos once the first
// moves had landed). A move whose neighbour has gone is refused with 417, not guessed.

import type { Todo } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { errorMessage, loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const MOVES = 50;

const served = serveForTests({ user: USERS.admin });

const ids = (list: Todo[]) => list.map((todo) => todo.id);

it(`${MOVES} concurrent moves of different todos each end where their client asked`, async () => {
  const admin = served.client;
  for (let n = 0; n < 2 * MOVES; n += 1) await admin.post('/api/todo/add', { title: `Todo ${n}` });
  const order = ids((await admin.get<Todo[]>('/api/todo/all')).body);
  // Todos alternate: one to move, one to move it next to; each goes after an anchor far from it.
  const moving = order.filter((_id, index) => index % 2 === 1).slice(0, MOVES);
  const anchors = order.filter((_id, index) => index % 2 === 0).slice(0, MOVES);
  const anchorFor = (i: number) => itemAt(anchors, MOVES - 1 - i);

  const clients: Client[] = [
    admin,
    await loggedIn(served.server.baseUrl, USERS.editor),
    await loggedIn(served.server.baseUrl, USERS.sa),
  ];
  const answers = await Promise.all(
    moving.map(async (id, i) => {
      const client = itemAt(clients, i % clients.length);
      await client.get('/api/todo/all');
      return client.post<Todo[]>('/api/todo/reorder', { id, afterId: anchorFor(i) });
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(moving.map(() => 200));

  const final = ids((await admin.get<Todo[]>('/api/todo/all')).body);
  expect([...final].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
  const misplaced = moving.filter((id, i) => final.indexOf(id) !== final.indexOf(anchorFor(i)) + 1);
  expect(misplaced).toEqual([]);
});

it('a move next to a todo deleted meanwhile is refused with 417 and moves nothing', async () => {
  const admin = served.client;
  const editor = await loggedIn(served.server.baseUrl, USERS.editor);
  const [first, second] = (await editor.get<Todo[]>('/api/todo/all')).body;
  if (!first || !second) throw new Error('expected two todos');
  await admin.post('/api/todo/delete', { id: second.id });
  const before = ids((await admin.get<Todo[]>('/api/todo/all')).body);

  const res = await editor.post('/api/todo/reorder', { id: first.id, afterId: second.id });
  expect(res.status).toBe(417);
  expect(errorMessage(res, 'TimestampMismatchError')).toBe(
    `Todo ${second.id} is no longer in the list, so todo ${first.id} cannot be placed next to it. Reload and try again.`,
  );
  expect(ids((await admin.get<Todo[]>('/api/todo/all')).body)).toEqual(before);
});
