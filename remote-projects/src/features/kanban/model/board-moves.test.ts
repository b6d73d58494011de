import type { Task } from 'tessera-contracts';
import type { BoardColumn } from './board-columns';
import { endOfColumn, planMove } from './board-moves';

const done: BoardColumn = { id: 'st-done', label: 'Done', field: 'puxeo_status', color: null, palette: null };
const urgent: BoardColumn = { id: 'Urgent', label: 'Urgent', field: 'priority', color: null, palette: 'red' };
const card = (name: string, kanban_rank: string | null): Task => ({ name, subject: name, kanban_rank });

const moving = card('M', 'h5');
const column = [card('A', 'i1'), card('B', 'i2'), card('C', 'i3')];

test('into another column: the target field, and a rank between the new neighbours; nothing else is written', () => {
  expect(planMove(moving, done, column, 1, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_rank: 'i1i' },
    place: 2,
    total: 4,
  });
  expect(planMove(moving, urgent, column, 0, 'High')?.changes).toEqual({ priority: 'Urgent', kanban_rank: 'i0' });
});

test('past the end (the Move menu) lands after the last card; an empty column starts at the first rank', () => {
  expect(planMove(moving, done, column, Number.POSITIVE_INFINITY, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_rank: 'i4' },
    place: 4,
    total: 4,
  });
  expect(planMove(moving, done, [], 3, 'st-todo')?.changes).toEqual({ puxeo_status: 'st-done', kanban_rank: 'i0' });
});

test('within its column the index counts the other cards; staying in place is no move', () => {
  const own = [card('A', 'i1'), card('M', 'i2'), card('C', 'i3')];
  expect(planMove(own[1] as Task, done, own, 1, 'st-done')).toBeNull();
  expect(planMove(own[1] as Task, done, own, 0, 'st-done')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_rank: 'i0' },
    place: 1,
    total: 3,
  });
  expect(planMove(own[1] as Task, done, own, 2, 'st-done')?.changes.kanban_rank).toBe('i4');
});

test('between two cards of equal rank, the nearest place with room, and the place says where it landed', () => {
  const tied = [card('A', 'i1'), card('B', 'i2'), card('C', 'i2'), card('D', 'i3')];
  const plan = planMove(moving, done, tied, 2, 'st-todo');
  expect(plan).toEqual({ changes: { puxeo_status: 'st-done', kanban_rank: 'i2i' }, place: 4, total: 5 });
});

test('cards without a rank sort first; a card put among them goes just after them', () => {
  const unranked = [card('A', null), card('B', null), card('C', 'i1')];
  expect(planMove(moving, done, unranked, 1, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_rank: 'i0' },
    place: 3,
    total: 4,
  });
});

test('a new task goes at the end of its column', () => {
  expect(endOfColumn(done, column)).toEqual({ puxeo_status: 'st-done', kanban_rank: 'i4' });
  expect(endOfColumn(urgent, [])).toEqual({ priority: 'Urgent', kanban_rank: 'i0' });
});
