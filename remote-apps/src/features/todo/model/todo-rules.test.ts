import { makeTodo } from '@apps/testing/todo-fixtures';
import { dueState, fromDayValue, toDayValue } from './todo-dates';
import { changesFromDraft, draftFromTodo, todoDraftSchema, toNewTodo, type TodoDraft } from './todo-draft';
import { countByStatus, filterTodos, NO_FILTERS } from './todo-filters';

describe('filters', () => {
  const todos = [
    makeTodo({ title: 'Alpha', important: true, tag: [1] }),
    makeTodo({ title: 'Beta', note: 'has ALPHA inside', done: true, tag: [2] }),
    makeTodo({ title: 'Gamma', starred: true, tag: [1, 2] }),
  ];

  it('combines status, tag and search', () => {
    expect(filterTodos(todos, { status: 'all', tagId: 2, query: 'alpha' }).map((t) => t.title)).toEqual(['Beta']);
    expect(filterTodos(todos, { status: 'active', tagId: 1, query: '' }).map((t) => t.title)).toEqual([
      'Alpha',
      'Gamma',
    ]);
    expect(filterTodos(todos, { ...NO_FILTERS, query: '   ' })).toHaveLength(3);
  });

  it('counts each status within the current tag and search', () => {
    expect(countByStatus(todos, NO_FILTERS)).toEqual({ all: 3, active: 2, done: 1, important: 1, starred: 1 });
    expect(countByStatus(todos, { status: 'done', tagId: 1, query: '' })).toEqual({
      all: 2,
      active: 2,
      done: 0,
      important: 1,
      starred: 1,
    });
  });
});

describe('draft', () => {
  const errorOf = (changes: Partial<TodoDraft>) =>
    todoDraftSchema.validate({ ...draftFromTodo(null), ...changes }).then(
      () => null,
      (error: Error) => error.message,
    );

  it('needs a title, its length counted after trimming', async () => {
    expect(await errorOf({ title: '   ' })).toBe('Enter a title.');
    expect(await errorOf({ title: `  ${'x'.repeat(200)}  ` })).toBeNull();
    expect(await errorOf({ title: 'x'.repeat(201) })).toBe('Keep the title to 200 characters or fewer (it has 201).');
  });

  it('refuses a due date before the start date, and takes either date alone', async () => {
    expect(await errorOf({ title: 'A', startDay: '2030-05-03', dueDay: '2030-05-01' })).toBe(
      'The due date cannot be before the start date.',
    );
    expect(await errorOf({ title: 'A', startDay: '2030-05-03', dueDay: '2030-05-03' })).toBeNull();
    expect(await errorOf({ title: 'A', dueDay: '2030-05-01' })).toBeNull();
    expect(await errorOf({ title: 'A', startDay: '2030-05-03' })).toBeNull();
  });

  it('leaves unset dates out of a new todo', () => {
    const input = toNewTodo({ ...draftFromTodo(null), title: ' A ', note: ' n ' });
    expect(input).toEqual({ title: 'A', note: 'n', important: false, starred: false, done: false, tag: [] });
  });

  it('sends only changed fields, ignoring tag order, and a cleared date as an empty string', () => {
    const todo = makeTodo({ title: 'A', tag: [1, 2], dueDate: fromDayValue('2030-01-02') });
    const draft = draftFromTodo(todo);
    expect(changesFromDraft(todo, { ...draft, tag: [2, 1] })).toEqual({});
    expect(changesFromDraft(todo, { ...draft, dueDay: '', important: true })).toEqual({ dueDate: '', important: true });
  });
});

describe('dates', () => {
  const now = new Date(2030, 5, 15, 10, 0);

  it('round-trips a picked day through ISO', () => {
    expect(toDayValue(fromDayValue('2030-06-01'))).toBe('2030-06-01');
    expect(fromDayValue('')).toBe('');
    expect(toDayValue('not a date')).toBe('');
  });

  it('tells overdue, today and later apart by calendar day', () => {
    expect(dueState(new Date(2030, 5, 14, 23, 59).toISOString(), false, now)).toBe('overdue');
    expect(dueState(new Date(2030, 5, 14).toISOString(), true, now)).toBe('scheduled');
    expect(dueState(new Date(2030, 5, 15, 23, 0).toISOString(), false, now)).toBe('today');
    expect(dueState(new Date(2030, 5, 15).toISOString(), true, now)).toBe('scheduled');
    expect(dueState(new Date(2030, 5, 16).toISOString(), false, now)).toBe('scheduled');
    expect(dueState('', false, now)).toBeNull();
  });
});
