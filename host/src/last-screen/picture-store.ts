// Where pictures are kept: localStorage, one key per user and path (draw-picture.ts reads them), with an index
// of the keys, the last saved first, so that only the last few are kept and a sign-out finds them all.
import { PICTURE_INDEX_KEY, PICTURE_KEY_PREFIX, pictureKey, type Picture } from './draw-picture';

/** Pictures kept at most (a task list's is about 120 kB, of the origin's 5 MB or so). */
export const MAX_KEPT_PICTURES = 6;

function keptKeys(storage: Storage): string[] {
  try {
    const index: unknown = JSON.parse(storage.getItem(PICTURE_INDEX_KEY) ?? '[]');
    return Array.isArray(index) ? index.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Keeps `picture` in place of the same page's last one, and forgets the oldest beyond the last few. Storage full,
 * the others make room for it; still too large, it is not kept. Never throws.
 */
export function keepPicture(storage: Storage, picture: Picture): boolean {
  const key = pictureKey(picture.userId, picture.path);
  const text = JSON.stringify(picture);
  let others = keptKeys(storage).filter((kept) => kept !== key);
  const write = () => {
    storage.setItem(key, text);
    storage.setItem(PICTURE_INDEX_KEY, JSON.stringify([key, ...others]));
  };
  try {
    for (const old of others.splice(MAX_KEPT_PICTURES - 1)) storage.removeItem(old);
    try {
      write();
    } catch {
      for (const other of others) storage.removeItem(other);
      others = [];
      write();
    }
    return true;
  } catch {
    storage.removeItem(key);
    return false;
  }
}

/** Deletes every picture, of every user (listed in the index or not). */
export function forgetPictures(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PICTURE_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  storage.removeItem(PICTURE_INDEX_KEY);
}
