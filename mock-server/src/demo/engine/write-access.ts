// Who may change a demo collection's records. A per-user collection's records are their owner's, whatever
// their role. A shared collection is team data: changed from the EDITOR role up (SHARED_DATA_WRITE_ACCESS, the
// rule the front end hides its controls by) and only read by a GUEST, unless it declares `guestMayWrite` (each
// user's own entries, such as chat messages). ./routes.ts refuses a change before its handler runs, and hands
// every handler the collections its user may not change read-only, so no endpoint, a read included, changes them.

import { SHARED_DATA_WRITE_ACCESS } from 'tessera-contracts';
import { permissionError, type FrappeError } from '../../frappe/errors';
import { userHasAccess, type RequestUser } from '../../frappe/roles';
import type { CollectionRecords, DemoCollection } from './definition';

export function mayChange(user: RequestUser, collection: DemoCollection): boolean {
  return (
    collection.scope === 'user' || collection.guestMayWrite === true || userHasAccess(user, SHARED_DATA_WRITE_ACCESS)
  );
}

/** 403 "You can view the todo app but not change it: …", named after the app the request was made to. */
export function changeRefused(app: string): FrappeError {
  return permissionError(`You can view the ${app} app but not change it: changing it needs an Editor role`);
}

/** `records` for reading only: every change throws `refusal()`. */
export function readOnly(records: CollectionRecords, refusal: () => FrappeError): CollectionRecords {
  const refuse = (): never => {
    throw refusal();
  };
  return {
    all: () => records.all(),
    where: (key, value) => records.where(key, value),
    count: () => records.count(),
    get: (id) => records.get(id),
    require: (id) => records.require(id),
    add: refuse,
    update: refuse,
    remove: refuse,
    clear: refuse,
    move: refuse,
  };
}
