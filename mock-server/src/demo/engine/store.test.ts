import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { FRAPPE_MIGRATIONS } from '../../frappe/migrations';
import { DEMO_MIGRATIONS } from '../migrations';
import { RecordStore } from './store';

function store(): RecordStore {
  const db = openDatabase(':memory:');
  migrate(db, [FRAPPE_MIGRATIONS, DEMO_MIGRATIONS]);
  return new RecordStore(db);
}

const TODOS = { collection: 'todo', owner: '' };

it('writes only over the expected `modified`, in the same statement', () => {
  const records = store();
  const added = records.insert(TODOS, { note: 'zero' }, 0, '2026-01-01 00:00:00.000001');
  expect(records.update(TODOS, added.id, { note: 'first' }, '2026-01-01 00:00:00.000002', added.modified)).toEqual({
    kind: 'saved',
  });
  expect(records.update(TODOS, added.id, { note: 'second' }, '2026-01-01 00:00:00.000003', added.modified)).toEqual({
    kind: 'stale',
    current: '2026-01-01 00:00:00.000002',
  });
  expect(records.get(TODOS, added.id)?.data).toEqual({ note: 'first' });
  expect(records.update(TODOS, added.id, { note: 'unchecked' }, '2026-01-01 00:00:00.000004', null).kind).toBe('saved');
  expect(records.update(TODOS, 999, {}, '2026-01-01 00:00:00.000005', null)).toEqual({ kind: 'missing' });
});

it('counts ids per collection and never reuses one; owners do not see each other', () => {
  const records = store();
  const mine = { collection: 'note', owner: 'a@x.dev' };
  const theirs = { collection: 'note', owner: 'b@x.dev' };
  const first = records.insert(mine, {}, 0, 'm');
  records.delete(mine, first.id);
  expect(records.insert(theirs, {}, 0, 'm').id).toBe(first.id + 1);
  expect(records.insert(TODOS, {}, 0, 'm').id).toBe(1);
  expect(records.list(mine, 'id')).toEqual([]);
  expect(records.get(mine, first.id + 1)).toBeNull();
});
