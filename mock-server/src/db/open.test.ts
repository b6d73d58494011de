import { openDatabase } from './open';

describe('openDatabase: reused prepared statements', () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (a INTEGER, b TEXT)');
  db.prepare('INSERT INTO t VALUES (?, ?)').run(1, 'one');

  it('hands out the same compiled statement for the same SQL', () => {
    expect(db.prepare('SELECT a, b FROM t')).toBe(db.prepare('SELECT a, b FROM t'));
  });

  it('resets the output mode a previous caller chose, so each caller gets what it asks for', () => {
    expect(db.prepare('SELECT a, b FROM t').raw(true).all()).toEqual([[1, 'one']]);
    expect(db.prepare('SELECT a, b FROM t').all()).toEqual([{ a: 1, b: 'one' }]);
    expect(db.prepare('SELECT a, b FROM t').pluck(true).get()).toBe(1);
    expect(db.prepare('SELECT a, b FROM t').get()).toEqual({ a: 1, b: 'one' });
  });

  it('reuses writing statements too', () => {
    const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
    insert.run(2, 'two');
    expect(db.prepare('INSERT INTO t VALUES (?, ?)')).toBe(insert);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(2);
  });
});
