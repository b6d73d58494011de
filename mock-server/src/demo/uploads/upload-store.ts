// Each user's uploaded files, in SQLite beside everything else (so they outlive a restart and go with the
// database file). A file is its owner's alone (listed, counted and deleted by owner) until a demo record takes
// it (./held-files.ts): then it is the record's, read by whoever can read the record, and deleted with it.

import type { UploadedFile } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { notFound, validationError } from '../../frappe/errors';
import { FILE_PATH, type FileHolder } from './held-files';
import { MAX_FILES_PER_USER } from './upload-rules';

interface UploadRow {
  id: number;
  file_name: string;
  file_size: number;
  content_type: string;
  creation: string;
}

const LISTED_COLUMNS = 'id, file_name, file_size, content_type, creation';
/** A user's own files: those no record holds. */
const OWN = 'owner = ? AND holder_collection IS NULL';
const HELD_BY = 'holder_collection = ? AND holder_id = ?';

function toFile(row: UploadRow): UploadedFile {
  return { ...row, file_url: `${FILE_PATH}?id=${row.id}` };
}

/** A stored file: its bytes, and who may read them (its owner, or whoever can read its holder). */
export interface StoredFile {
  owner: string;
  holder: FileHolder | null;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export class UploadStore {
  constructor(private readonly db: Db) {}

  /** The user's own files, newest first. */
  list(owner: string): UploadedFile[] {
    const rows = this.db
      .prepare(`SELECT ${LISTED_COLUMNS} FROM demo_upload WHERE ${OWN} ORDER BY id DESC`)
      .all(owner) as UploadRow[];
    return rows.map(toFile);
  }

  add(owner: string, file: { fileName: string; contentType: string; content: Buffer }, now: Date): UploadedFile {
    return this.db.transaction(() => {
      const { count } = this.db.prepare(`SELECT COUNT(*) AS count FROM demo_upload WHERE ${OWN}`).get(owner) as {
        count: number;
      };
      if (count >= MAX_FILES_PER_USER) {
        throw validationError(`You can keep at most ${MAX_FILES_PER_USER} files: delete one before uploading another`);
      }
      const { lastInsertRowid } = this.db
        .prepare(
          'INSERT INTO demo_upload(owner, file_name, content_type, file_size, content, creation) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(owner, file.fileName, file.contentType, file.content.length, file.content, now.toISOString());
      return toFile({
        id: Number(lastInsertRowid),
        file_name: file.fileName,
        file_size: file.content.length,
        content_type: file.contentType,
        creation: now.toISOString(),
      });
    })();
  }

  /** The file, or null when there is none. */
  file(id: number): StoredFile | null {
    const row = this.db
      .prepare(
        'SELECT owner, holder_collection, holder_id, file_name, content_type, content FROM demo_upload WHERE id = ?',
      )
      .get(id) as
      | {
          owner: string;
          holder_collection: string | null;
          holder_id: number | null;
          file_name: string;
          content_type: string;
          content: Buffer;
        }
      | undefined;
    if (!row) return null;
    const holder =
      row.holder_collection === null || row.holder_id === null
        ? null
        : { collection: row.holder_collection, id: row.holder_id };
    return {
      owner: row.owner,
      holder,
      fileName: row.file_name,
      contentType: row.content_type,
      content: row.content,
    };
  }

  /** Deletes one of the user's own files (404 for another's, or a file a record holds). */
  remove(owner: string, id: number): void {
    const { changes } = this.db.prepare(`DELETE FROM demo_upload WHERE id = ? AND ${OWN}`).run(id, owner);
    if (changes === 0) throw notFound(`File ${id} not found`);
  }

  /**
   * `holder` takes the owner's own file `id`: its name and size, or null when the owner has no such file of
   * their own (none, another's, or held already).
   */
  hold(owner: string, id: number, holder: FileHolder): { fileName: string; size: number } | null {
    const row = this.db
      .prepare(
        `UPDATE demo_upload SET holder_collection = ?, holder_id = ? WHERE id = ? AND ${OWN}
         RETURNING file_name, file_size`,
      )
      .get(holder.collection, holder.id, id, owner) as { file_name: string; file_size: number } | undefined;
    return row ? { fileName: row.file_name, size: row.file_size } : null;
  }

  /** `holder` takes file `id`, whoever uploaded it, unless something holds it already (old data's migration). */
  adopt(id: number, holder: FileHolder): void {
    this.db
      .prepare('UPDATE demo_upload SET holder_collection = ?, holder_id = ? WHERE id = ? AND holder_collection IS NULL')
      .run(holder.collection, holder.id, id);
  }

  /** The ids of the files `holder` holds. */
  heldBy(holder: FileHolder): number[] {
    return (
      this.db.prepare(`SELECT id FROM demo_upload WHERE ${HELD_BY} ORDER BY id`).all(holder.collection, holder.id) as {
        id: number;
      }[]
    ).map((row) => row.id);
  }

  /** Deletes the files `holder` holds, but those in `keep`. */
  release(holder: FileHolder, keep: ReadonlySet<number>): void {
    const remove = this.db.prepare(`DELETE FROM demo_upload WHERE id = ? AND ${HELD_BY}`);
    for (const id of this.heldBy(holder)) if (!keep.has(id)) remove.run(id, holder.collection, holder.id);
  }
}
