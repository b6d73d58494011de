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
    renumbered: [],
    place: 2,
    total: 4,
  });
  expect(planMove(moving, urgent, column, 0, 'High')?.changes).toEqual({ priority: 'Urgent', kanban_position: 0 });
});

test('past the end (the Move menu) lands a step after the last card; an empty column starts at one step', () => {
  expect(planMove(moving, done, column, Number.POSITIVE_INFINITY, 'st-todo')).toEqual({
    changes: { puxeo_status: 'st-done', kanban_position: 4096 },
    renumbered: [],
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
    renumbered: [],
    place: 1,
    total: 3,
  });
  expect(planMove(own[1] as Task, done, own, 2, 'st-done')?.changes.kanban_position).toBe(4096);
});

test('between two cards of equal position, the card before it is renumbered too, so it lands exactly there', () => {
  const tied = [card('A', 1024), card('B', 2048), card('C', 2048), card('D', 3072)];
  // Dropped between B and C (index 2): midway would be 2048 again, and sort by name.
  const plan = planMove(moving, done, tied, 2, 'st-todo');
  expect(plan?.changes).toEqual({ puxeo_status: 'st-done', kanban_position: 1024 + 2048 / 3 });
  expect(plan?.renumbered).toEqual([{ task: tied[1], kanban_position: 1024 + 1024 / 3 }]);
  expect(plan?.place).toBe(3);
  // The new order holds: A < B < M < C < D.
  const positions = [1024, 1024 + 1024 / 3, 1024 + 2048 / 3, 2048, 3072];
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('within its column, a move between equal positions renumbers around the new place, never the card itself twice', () => {
  const own = [card('A', 5), card('B', 5), card('M', 5), card('C', 5)];
  const plan = planMove(own[2] as Task, done, own, 0, 'st-done');
  // M goes first: nothing before it, so it takes a step before A and nothing else is written.
  expect(plan).toEqual({
    changes: { puxeo_status: 'st-done', kanban_position: 5 - 1024 },
    renumbered: [],
    place: 1,
    total: 4,
  });
  const between = planMove(own[2] as Task, done, own, 1, 'st-done');
  expect(between?.renumbered.map((entry) => entry.task.name)).toEqual(['A']);
  expect(between?.changes.kanban_position).toBeLessThan(5);
  expect(between?.renumbered[0]?.kanban_position).toBeLessThan(between?.changes.kanban_position ?? 0);
});

test('a new task goes at the end of its column', () => {
  expect(endOfColumn(done, column)).toEqual({ puxeo_status: 'st-done', kanban_position: 4096 });
  expect(endOfColumn(urgent, [])).toEqual({ priority: 'Urgent', kanban_position: 1024 });
});
