import { type PuxeoStatus, statusNamesOf, type Task, TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';
import { boardColumns, groupTasks, reuseUnchangedColumns } from './board-columns';

const statuses: PuxeoStatus[] = [
  { name: 'c', name1: 'Done', color: '#16a34a', position: 3 },
  { name: 'x', name1: 'Unplaced', color: null },
  { name: 'a', name1: 'To do', color: '#64748b', position: 1 },
  { name: 'b', name1: 'Doing', color: '#2563eb', position: 2 },
];

test('board statuses become columns in position order (a status without one last), with their colours', () => {
  expect(boardColumns('status', statuses)).toEqual([
    { id: 'a', label: 'To do', field: 'puxeo_status', color: '#64748b', palette: null },
    { id: 'b', label: 'Doing', field: 'puxeo_status', color: '#2563eb', palette: null },
    { id: 'c', label: 'Done', field: 'puxeo_status', color: '#16a34a', palette: null },
    { id: 'x', label: 'Unplaced', field: 'puxeo_status', color: null, palette: null },
  ]);
});

test("on the board of every space the columns are the status names (ERPNext's without boards); by priority, always the priorities", () => {
  const byStatus = boardColumns('status', null, statusNamesOf([], [], []));
  expect(byStatus.map((column) => column.label)).toEqual([...TASK_STATUSES]);
  expect(byStatus.every((column) => column.field === 'status_name' && column.palette !== null)).toBe(true);
  expect(boardColumns('priority', statuses).map((column) => [column.id, column.field])).toEqual(
    TASK_PRIORITIES.map((priority) => [priority, 'priority']),
  );
});

test('tasks are grouped by their column field, sorted by kanban_rank (none first) then name; others go to the first column', () => {
  const columns = boardColumns('status', statuses);
  const tasks: Task[] = [
    { name: 'T-3', subject: 'c', puxeo_status: 'b', kanban_rank: 'i2' },
    { name: 'T-1', subject: 'a', puxeo_status: 'b', kanban_rank: 'i1' },
    { name: 'T-2', subject: 'b', puxeo_status: 'b', kanban_rank: 'i1' },
    { name: 'T-4', subject: 'no status yet', kanban_rank: 'hz' },
    { name: 'T-5', subject: 'another board', puxeo_status: 'zzz' },
  ];
  const groups = groupTasks(tasks, columns);
  expect(groups.get('b')?.map((task) => task.name)).toEqual(['T-1', 'T-2', 'T-3']);
  expect(groups.get('a')?.map((task) => task.name)).toEqual(['T-5', 'T-4']);
  expect(groups.get('c')).toEqual([]);
});

describe('reuseUnchangedColumns', () => {
  const a = { name: 'A', subject: 'a' } as Task;
  const b = { name: 'B', subject: 'b' } as Task;
  const c = { name: 'C', subject: 'c' } as Task;

  it('keeps the previous list of a column whose cards and order are the same, and takes the new one otherwise', () => {
    const previous = new Map<string, readonly Task[]>([
      ['Open', [a, b]],
      ['Working', [c]],
    ]);
    const movedB = { ...b, status: 'Working' };
    const next = new Map<string, readonly Task[]>([
      ['Open', [a]],
      ['Working', [c, movedB]],
      ['Completed', []],
    ]);
    const result = reuseUnchangedColumns(previous, next);
    expect(result.get('Open')).toBe(next.get('Open'));
    expect(result.get('Working')).toBe(next.get('Working'));

    const again = reuseUnchangedColumns(
      result,
      new Map([
        ['Open', [a]],
        ['Working', [c, movedB]],
        ['Completed', []],
      ]),
    );
    expect(again.get('Open')).toBe(result.get('Open'));
    expect(again.get('Working')).toBe(result.get('Working'));
    expect(again.get('Completed')).toBe(result.get('Completed'));
  });

  it('takes a list anew when a card in it is a new object (its fields changed)', () => {
    const previous = new Map<string, readonly Task[]>([['Open', [a, b]]]);
    const next = new Map<string, readonly Task[]>([['Open', [a, { ...b, subject: 'renamed' }]]]);
    expect(reuseUnchangedColumns(previous, next).get('Open')).toBe(next.get('Open'));
  });
});
