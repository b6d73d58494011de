// Work to do once a write is durable, such as telling other clients about it: run when the outermost
// transaction commits, dropped when the transaction (or the savepoint) it was queued in rolls back.
// better-sqlite3 nests db.transaction() as savepoints, so a write that commits its own transaction may still be
// undone by the one around it (insert_many's batch, a demo handler's transaction); only the outermost commit
// counts. openDatabase() wraps the connection's transaction() so every caller takes part.

import type Database from 'better-sqlite3';

type Db = Database.Database;
type Task = () => void;

const queues = new WeakMap<Db, Task[]>();

function queueOf(db: Db): Task[] {
  let queue = queues.get(db);
  if (!queue) {
    queue = [];
    queues.set(db, queue);
  }
  return queue;
}

/** Runs `task` after the current transaction commits; at once when no transaction is open. */
export function afterCommit(db: Db, task: Task): void {
  if (db.inTransaction) queueOf(db).push(task);
  else task();
}

function runQueued(db: Db): void {
  const queue = queueOf(db);
  const tasks = queue.splice(0, queue.length);
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      // The write is committed and answered as such; a listener's failure must not turn it into an error.
      console.error('after-commit task failed:', error);
    }
  }
}

type TransactionRunner = (...args: unknown[]) => unknown;

/**
 * Makes `db.transaction(fn)` (and its deferred, immediate and exclusive forms) run the queued tasks once the
 * outermost transaction has committed, and drop those queued inside a transaction or savepoint that threw.
 */
export function trackCommits(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const transaction = begin(fn);
    const tracked = (run: TransactionRunner): TransactionRunner =>
      function (this: unknown, ...args: unknown[]) {
        const queue = queueOf(db);
        const mark = queue.length;
        let result: unknown;
        try {
          result = run.apply(this, args);
        } catch (error) {
          queue.length = mark;
          throw error;
        }
        if (!db.inTransaction) runQueued(db);
        return result;
      };
    return Object.assign(tracked(transaction), {
      default: tracked(transaction.default),
      deferred: tracked(transaction.deferred),
      immediate: tracked(transaction.immediate),
      exclusive: tracked(transaction.exclusive),
    });
  }) as Db['transaction'];
}
