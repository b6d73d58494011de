import type { Task } from 'tessera-contracts';
import type { BoardColumn } from './board-columns';
import { endOfColumn, planMove } from './board-moves';

const done: BoardColumn = { id: 'st-done', label: 'Done', field: 'puxeo_status', color: null, palette: null };
const urgent: BoardColumn = { id: 'Urgent', label: 'Urgent', field: 'priority', color: null, palette: 'red' };
const card = (name: string, kanban_position: number): Task => ({ name, subject: name, kanban_position });

const moving = card('M', 500);
const column = [card('A', 1024), card('B', 2048), card('C', 3072)];

test('into another column: the target field, and the midpoint of the new neighbours', () => {
  expect(planMove(moving, done, column, 1, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_position: 1536 },
    place: 2,
    total: 4,
  });
  expect(planMove(moving, urgent, column, 0, 'High')?.changes).toEqual({ priority: 'Urgent', kanban_position: 0 });
});

test('past the end (the Move menu) lands a step after the last card; an empty column starts at one step', () => {
  expect(planMove(moving, done, column, Number.POSITIVE_INFINITY, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_position: 4096 },
    place: 4,
    total: 4,
  });
  expect(planMove(moving, done, [], 3, 'st-todo')?.changes).toEqual({ puxeo_status: 'st-done', kanban_position: 1024 });
});

test('within its column the index counts the other cards; staying in place is no move', () => {
  const own = [card('A', 1024), card('M', 2048), card('C', 3072)];
  expect(planMove(own[1] as Task, done, own, 1, 'st-done')).toBeNull();
  expect(planMove(own[1] as Task, done, own, 0, 'st-done')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_position: 0 },
    place: 1,
    total: 3,
  });
  expect(planMove(own[1] as Task, done, own, 2, 'st-done')?.changes.kanban_position).toBe(4096);
});

test('a new task goes at the end of its column', () => {
  expect(endOfColumn(done, column)).toEqual({ puxeo_status: 'st-done', kanban_position: 4096 });
  expect(endOfColumn(urgent, [])).toEqual({ priority: 'Urgent', kanban_position: 1024 });
});
