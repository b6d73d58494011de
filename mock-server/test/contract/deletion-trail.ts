// The trail a Frappe site keeps of each deletion: a "Deleted" Comment ("Task TASK-2026-00001") and a Deleted
// Document holding a copy, a deleted User adding its Notification Settings' copy. The contract deletes the trail
// of its own deletions too: the comments first (deleting one leaves a copy of it), then every copy, matched by
// doctype and name (a naming series hands a deleted task's name out again) or by the contract's unique prefix.

import type { Client } from '../helpers/server';
import { SiteRecords, type SiteRecord } from './site-records';

interface TrailRow {
  name: string;
  deleted_doctype: string;
  deleted_name: string;
}

async function listAll(admin: Client, doctype: string, filters: unknown[], fields: string[]): Promise<TrailRow[]> {
  const res = await admin.get(`/api/resource/${encodeURIComponent(doctype)}`, {
    filters: JSON.stringify(filters),
    fields: JSON.stringify(fields),
    limit_page_length: 0,
  });
  if (res.status !== 200) throw new Error(`listing ${doctype} failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.data as TrailRow[];
}

/** Deletes, as `admin` (a System Manager), the trail of `deleted` that `admin` left since `since` (site time). */
export async function deleteDeletionTrail(
  admin: Client,
  adminUser: string,
  deleted: readonly SiteRecord[],
  since: string,
  prefix: string,
): Promise<void> {
  const mine = [
    ['owner', '=', adminUser],
    ['creation', '>=', since],
  ];
  const comments = new SiteRecords();
  const subjects = deleted.map((record) => `${record.doctype} ${record.name}`);
  for (const comment of await listAll(
    admin,
    'Comment',
    [...mine, ['comment_type', '=', 'Deleted'], ['subject', 'in', subjects]],
    ['name'],
  )) {
    comments.note('Comment', comment.name);
  }
  await comments.deleteAll(admin);

  const ours = [...deleted, ...comments.deleted()];
  const isOurs = (copy: TrailRow) =>
    copy.deleted_name.includes(prefix) ||
    ours.some((record) => record.doctype === copy.deleted_doctype && record.name === copy.deleted_name);
  const copies = new SiteRecords();
  const names = [...new Set(ours.map((record) => record.name))];
  const found = await listAll(
    admin,
    'Deleted Document',
    [...mine, ['deleted_name', 'in', names]],
    ['name', 'deleted_doctype', 'deleted_name'],
  );
  const prefixed = await listAll(
    admin,
    'Deleted Document',
    [...mine, ['deleted_name', 'like', `%${prefix}%`]],
    ['name', 'deleted_doctype', 'deleted_name'],
  );
  for (const copy of [...found, ...prefixed].filter(isOurs)) copies.note('Deleted Document', copy.name);
  await copies.deleteAll(admin);
}
