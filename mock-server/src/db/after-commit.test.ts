import { afterCommit } from './after-commit';
import { openDatabase } from './open';

describe('afterCommit', () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (a INTEGER)');
  const insert = (ran: string[], label: string) => {
    db.prepare('INSERT INTO t VALUES (1)').run();
    afterCommit(db, () => ran.push(label));
  };

  it('runs at once outside a transaction', () => {
    const ran: string[] = [];
    insert(ran, 'now');
    expect(ran).toEqual(['now']);
  });

  it('waits for the outermost transaction to commit', () => {
    const ran: string[] = [];
    db.transaction(() => {
      db.transaction(() => insert(ran, 'inner'))();
      expect(ran).toEqual([]);
      insert(ran, 'outer');
    })();
    expect(ran).toEqual(['inner', 'outer']);
  });

  it('drops the work of a transaction that rolls back, nested ones included', () => {
    const ran: string[] = [];
    expect(() =>
      db.transaction(() => {
        db.transaction(() => insert(ran, 'inner'))();
        throw new Error('undone');
      })(),
    ).toThrow('undone');
    db.transaction(() => insert(ran, 'next'))();
    expect(ran).toEqual(['next']);
  });

  it('keeps the work of the outer transaction when a savepoint inside it rolls back', () => {
    const ran: string[] = [];
    db.transaction(() => {
      insert(ran, 'kept');
      try {
        db.transaction(() => {
          insert(ran, 'undone');
          throw new Error('savepoint');
        })();
      } catch {
        // the savepoint alone is undone
      }
    }).immediate();
    expect(ran).toEqual(['kept']);
  });
});
