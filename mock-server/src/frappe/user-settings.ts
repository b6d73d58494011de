// Frappe's __UserSettings (the user_settings table): what a user's client remembers per doctype (list
// columns, filters, the app's layout), one JSON object as text per user and doctype.

import type { Db } from '../db/open';

export function readUserSettings(db: Db, user: string, doctype: string): string | null {
  const row = db.prepare('SELECT data FROM user_settings WHERE user = ? AND doctype = ?').get(user, doctype) as
    { data: string } | undefined;
  return row ? row.data : null;
}

export function writeUserSettings(db: Db, user: string, doctype: string, data: string): void {
  db.prepare(
    'INSERT INTO user_settings(user, doctype, data) VALUES (?, ?, ?) ON CONFLICT(user, doctype) DO UPDATE SET data = excluded.data',
  ).run(user, doctype, data);
}
