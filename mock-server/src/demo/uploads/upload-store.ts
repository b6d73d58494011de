// Each user's uploaded files, in SQLite beside everything else (so they outlive a restart and go with the
// database file). Every query is by owner: nobody reads, lists or deletes another user's files.

import type { UploadedFile } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { notFound, validationError } from '../../frappe/errors';
import { MAX_FILES_PER_USER } from './upload-rules';

interface UploadRow {
  id: number;
  file_name: string;
  file_size: number;
  content_type: string;
  creation: string;
}

const LISTED_COLUMNS = 'id, file_name, file_size, content_type, creation';

function toFile(row: UploadRow): UploadedFile {
  return { ...row, file_url: `/api/upload/file?id=${row.id}` };
}

export class UploadStore {
  constructor(private readonly db: Db) {}

  /** The user's files, newest first. */
  list(owner: string): UploadedFile[] {
    const rows = this.db
      .prepare(`SELECT ${LISTED_COLUMNS} FROM demo_upload WHERE owner = ? ORDER BY id DESC`)
      .all(owner) as UploadRow[];
    return rows.map(toFile);
  }

  add(owner: string, file: { fileName: string; contentType: string; content: Buffer }, now: Date): UploadedFile {
    return this.db.transaction(() => {
      const { count } = this.db.prepare('SELECT COUNT(*) AS count FROM demo_upload WHERE owner = ?').get(owner) as {
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

  /** The file's name, type and bytes; 404 when the user has no such file. */
  content(owner: string, id: number): { fileName: string; contentType: string; content: Buffer } {
    const row = this.db
      .prepare('SELECT file_name, content_type, content FROM demo_upload WHERE owner = ? AND id = ?')
      .get(owner, id) as { file_name: string; content_type: string; content: Buffer } | undefined;
    if (!row) throw notFound(`File ${id} not found`);
    return { fileName: row.file_name, contentType: row.content_type, content: row.content };
  }

  remove(owner: string, id: number): void {
    const { changes } = this.db.prepare('DELETE FROM demo_upload WHERE owner = ? AND id = ?').run(owner, id);
    if (changes === 0) throw notFound(`File ${id} not found`);
  }
}
