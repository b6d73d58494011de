// What the contract made on a site, so it can leave the site as it found it: every record is noted as it is
// made and deleted at the end, newest first (what links to a record goes before it), whether or not the
// assertions passed. A record already gone (404) counts as deleted; any other refusal fails the run, naming it.
// A delete that met a deadlock (MariaDB's 1213 under others' writes to the same tree of tasks, which Frappe
// answers 500 QueryDeadlockError, "try restarting transaction") is sent again, up to three times.

import type { Client } from '../helpers/server';

export interface SiteRecord {
  doctype: string;
  name: string;
}

const resourcePath = (record: SiteRecord) =>
  `/api/resource/${encodeURIComponent(record.doctype)}/${encodeURIComponent(record.name)}`;

export class SiteRecords {
  private readonly made: SiteRecord[] = [];
  private readonly gone: SiteRecord[] = [];

  note(doctype: string, name: string): void {
    this.made.push({ doctype, name });
  }

  /** What deleteAll has deleted (for finding the trail Frappe keeps of each deletion). */
  deleted(): readonly SiteRecord[] {
    return this.gone;
  }

  /** Deletes every noted record as `admin`, newest first; throws after trying them all if any is left. */
  async deleteAll(admin: Client): Promise<void> {
    const left: string[] = [];
    for (const record of this.made.splice(0).reverse()) {
      let res = await admin.delete(resourcePath(record));
      for (let again = 0; again < 3 && res.body?.exc_type === 'QueryDeadlockError'; again++) {
        res = await admin.delete(resourcePath(record));
      }
      if (res.status === 202) this.gone.push(record);
      else if (res.status !== 404)
        left.push(`${record.doctype} ${record.name}: ${res.status} ${res.text.slice(0, 300)}`);
    }
    if (left.length > 0) throw new Error(`the contract could not delete what it made:\n${left.join('\n')}`);
  }
}
