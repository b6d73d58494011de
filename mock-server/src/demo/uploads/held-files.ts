// Files held by a demo record. A user uploads a file into their own uploads (./upload-routes.ts); a record may
// then take it (a scrum board takes the files attached to its cards). A held file is the record's: whoever can
// read the record can download it, nobody deletes it through the upload API, and it is deleted when the record
// lets it go (a board, when the attachment leaves its card or the card leaves the board).

import type { RequestUser } from '../../frappe/roles';
import type { DemoEngine } from '../engine/engine';

/** The record holding a file: its collection's name and its id. */
export interface FileHolder {
  collection: string;
  id: number;
}

/** Where an upload is downloaded (the `file_url` the upload API answers). */
export const FILE_PATH = '/api/upload/file';

/** The upload a file URL names (`/api/upload/file?id=7`), or null when it names none. */
export function uploadIdOf(url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://upload.invalid');
  } catch {
    return null;
  }
  if (parsed.pathname !== FILE_PATH || parsed.origin !== 'http://upload.invalid') return null;
  const id = Number(parsed.searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether `user` may read the files `holder` holds. */
export type HolderAccess = (user: RequestUser, holder: FileHolder) => boolean;

/** A held file is readable by whoever can read its record, as the demo API shows records: by the record's scope. */
export function recordAccess(engine: DemoEngine): HolderAccess {
  return (user, holder) => {
    const collection = engine.collections().find((candidate) => candidate.name === holder.collection);
    return collection !== undefined && engine.records(collection, user).get(holder.id) !== null;
  };
}
