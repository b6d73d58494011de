import { openDatabase } from './open';
import { UntilNextWrite } from './until-next-write';

describe('UntilNextWrite', () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (a INTEGER)');
  const count = () => (db.prepare('SELECT COUNT(*) FROM t').pluck().get() as number) + 0;

  it('reuses a value until any row is written, by any statement', () => {
    const cache = new UntilNextWrite<number>(db, 10);
    let computed = 0;
    const read = () => cache.get('rows', () => (computed += 1) && count());
    expect(read()).toBe(0);
    expect(read()).toBe(0);
    expect(computed).toBe(1);

    db.exec('INSERT INTO t VALUES (1)');
    expect(read()).toBe(1);
    expect(computed).toBe(2);
    db.prepare('UPDATE t SET a = 2').run();
    read();
    expect(computed).toBe(3);
    // A statement that changes no row leaves the value as it was.
    db.prepare('DELETE FROM t WHERE a = 99').run();
    read();
    expect(computed).toBe(3);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', () => {
    const cache = new UntilNextWrite<string>(db, 2);
    const computed: string[] = [];
    const get = (key: string) => cache.get(key, () => (computed.push(key), key));
    get('a');
    get('b');
    get('a');
    get('c'); // drops b, the least recently used
    get('a');
    get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});
