// The mail the stack's mock-server would have sent (its `email_queue` table), read from the browser tests'
// database with the mock-server's own SQLite driver: the one way a test can follow a sign-up or reset link.
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
/** The database playwright.config.ts gives the stack (relative to e2e/, where Playwright runs). */
const E2E_DB = path.join(repoRoot, 'e2e', '.tmp', 'e2e.sqlite');

interface SqliteDatabase {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}
type SqliteConstructor = new (file: string, options: { readonly: boolean }) => SqliteDatabase;

const Database = createRequire(path.join(repoRoot, 'mock-server', 'package.json'))(
  'better-sqlite3',
) as SqliteConstructor;

/** The app path (and query) of the last link mailed to `recipient`; throws when none was. */
export function lastMailedLink(recipient: string): string {
  const db = new Database(E2E_DB, { readonly: true });
  try {
    const rows = db.prepare('SELECT body FROM email_queue WHERE recipient = ? ORDER BY id').all(recipient) as {
      body: string;
    }[];
    const link = /https?:\/\/\S+/.exec(rows.at(-1)?.body ?? '')?.[0];
    if (!link) throw new Error(`no link was mailed to ${recipient}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } finally {
    db.close();
  }
}
