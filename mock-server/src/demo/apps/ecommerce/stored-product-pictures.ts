// Products stored before the pictures were files had a data: URL drawn by the server and no gallery (demo
// migration 3): each sample product gets its pictures, by title; any other keeps its picture, with no gallery.

import type { Db } from '../../../db/open';
import type { JsonValue } from '../../engine/definition';
import { RecordStore } from '../../engine/store';
import { picturesOf } from './product-pictures';

/** Reads and writes the records as stored, `modified` untouched: the demo collections are not loaded yet. */
export function pictureStoredProducts(db: Db, collection: string): void {
  const store = new RecordStore(db);
  const scope = { collection, owner: '' };
  for (const product of store.list(scope, 'id')) {
    const gallery = picturesOf(String(product.data.title));
    const imgUrl = gallery[0]?.url ?? product.data.imgUrl ?? '';
    const data = { ...product.data, imgUrl, gallery: gallery as unknown as JsonValue };
    store.update(scope, product.id, data, product.modified, null);
  }
}
