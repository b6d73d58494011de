import { migrate } from '../db/migrations';
import { openDatabase } from '../db/open';
import { TodoStore, type TodoFields } from './todo-store';

const FIELDS: TodoFields = {
  title: 'One',
  note: '',
  important: false,
  starred: false,
  done: false,
  read: false,
  selected: false,
  startDate: '2026-01-01T00:00:00.000Z',
  dueDate: '2026-01-08T00:00:00.000Z',
  tag: [],
};

describe('TodoStore.update', () => {
  it('writes only over the expected `modified`, in the same statement', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = new TodoStore(db);
    const added = store.add(FIELDS);

    const first = store.update(added.id, { ...FIELDS, note: 'first' }, added.modified);
    expect(first.kind).toBe('saved');
    const second = store.update(added.id, { ...FIELDS, note: 'second' }, added.modified);
    expect(second).toEqual({ kind: 'stale', current: first.kind === 'saved' ? first.todo.modified : '' });
    expect(store.get(added.id)?.note).toBe('first');

    expect(store.update(added.id, { ...FIELDS, note: 'unchecked' }, null).kind).toBe('saved');
    expect(store.update(999, FIELDS, null)).toEqual({ kind: 'missing' });
    db.close();
  });
});
