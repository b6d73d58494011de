import { migrate, type MigrationModule } from './migrate';
import { openDatabase, type Db } from './open';

const tables = (db: Db) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't_%' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((t) => t.name);
const versions = (db: Db) => db.prepare('SELECT module, version FROM schema_versions ORDER BY module').all();

it('runs each module in order, once, SQL or functions, and remembers where each stands', () => {
  const db = openDatabase(':memory:');
  const first: MigrationModule = { name: 'first', migrations: ['CREATE TABLE t_a (x)'] };
  const second: MigrationModule = { name: 'second', migrations: [(d) => d.exec('CREATE TABLE t_b (y)')] };
  migrate(db, [first, second]);
  migrate(db, [first, second]);
  migrate(db, [first, { ...second, migrations: [...second.migrations, 'CREATE TABLE t_c (z)'] }]);
  expect(tables(db)).toEqual(['t_a', 't_b', 't_c']);
  expect(versions(db)).toEqual([
    { module: 'first', version: 1 },
    { module: 'second', version: 2 },
  ]);
});

it("takes a module's first version from user_version when it kept it there before", () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t_old (x)');
  db.pragma('user_version = 1');
  const legacy: MigrationModule = {
    name: 'legacy',
    versionWasUserVersion: true,
    migrations: ['CREATE TABLE t_old (x)', 'CREATE TABLE t_new (y)'],
  };
  migrate(db, [legacy]);
  expect(tables(db)).toEqual(['t_new', 't_old']);
  // From now on user_version is only a guard for servers from before per-module versions.
  expect(Number(db.pragma('user_version', { simple: true }))).toBeGreaterThan(2);
  migrate(db, [legacy]);
  expect(versions(db)).toEqual([{ module: 'legacy', version: 2 }]);
});

it('a failing migration leaves neither its changes nor its version; a newer database is refused', () => {
  const db = openDatabase(':memory:');
  const broken: MigrationModule = {
    name: 'm',
    migrations: ['CREATE TABLE t_ok (x)', 'CREATE TABLE t_half (x); SELECT nope FROM nowhere'],
  };
  expect(() => migrate(db, [broken])).toThrow(/no such table|no such column/);
  expect(tables(db)).toEqual(['t_ok']);
  expect(versions(db)).toEqual([{ module: 'm', version: 1 }]);
  expect(() => migrate(db, [{ name: 'm', migrations: [] }])).toThrow(
    'Database schema of m is at version 1, newer than this server (0)',
  );
});
