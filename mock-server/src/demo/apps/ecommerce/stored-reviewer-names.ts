// Reviews stored before a review kept its author's full name had one made of their email ("Editor" for
// editor@…; demo migration 4): each gets the full name on its author's User record here. Beside a real Frappe
// site that record is not here, and the review keeps its name until its author next edits it. The sample
// reviews are by made-up customers ("sample:…"), named in the seed.

import type { Db } from '../../../db/open';
import { RecordStore } from '../../engine/store';

/** The full name on the User record named (or whose email is) `userName`; null without one, or no User table. */
function fullNameReader(db: Db): (userName: string) => string | null {
  const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tabUser'").get();
  if (!hasUsers) return () => null;
  const read = db.prepare(
    'SELECT full_name FROM "tabUser" WHERE name = ? COLLATE NOCASE OR email = ? COLLATE NOCASE LIMIT 1',
  );
  return (userName) => {
    const row = read.get(userName, userName) as { full_name: string | null } | undefined;
    const fullName = row?.full_name?.trim();
    return fullName ? fullName : null;
  };
}

/** Reads and writes the records as stored, `modified` untouched: the demo collections are not loaded yet. */
export function nameStoredReviewers(db: Db, collection: string): void {
  const store = new RecordStore(db);
  const scope = { collection, owner: '' };
  const fullNameOf = fullNameReader(db);
  for (const review of store.list(scope, 'id')) {
    const fullName = fullNameOf(String(review.data.author));
    if (fullName === null || fullName === review.data.authorName) continue;
    store.update(scope, review.id, { ...review.data, authorName: fullName }, review.modified, null);
  }
}
