// A scrum card's place in its column: a rank key (tessera-contracts' rank.ts), the cards of a column kept in
// (rank, id) order (its scrum-card-order.ts). A move gives the moved card alone a key between the neighbours its
// client saw, so it lands there among them whatever else moved meanwhile, and no other card is renumbered.

import { isRank, ranksAfter, type ScrumColumn } from 'tessera-contracts';
import type { Db } from '../../../db/open';
import { validationError } from '../../../frappe/errors';
import type { Params } from '../../../frappe/params';
import { preview } from '../../../frappe/preview';
import type { JsonValue } from '../../engine/definition';
import { RecordStore } from '../../engine/store';

/** The move's `rank`: a rank key, or 417. */
export function rankParam(params: Params): string {
  const value = params.rank;
  if (value === undefined || value === null || value === '') throw validationError('rank is required');
  if (!isRank(value)) throw validationError(`rank must be a rank key, got ${preview(value)}`);
  return value;
}

/** `list` with the cards of each column that has any without a rank ranked anew in the order they are in. */
export function rankedColumns(list: readonly ScrumColumn[]): ScrumColumn[] {
  return list.map((column) => {
    if (column.cardList.every((card) => isRank(card.rank))) return column;
    const ranks = ranksAfter(null, column.cardList.length);
    return { ...column, cardList: column.cardList.map((card, index) => ({ ...card, rank: ranks[index] ?? '' })) };
  });
}

/**
 * Ranks the cards of the boards stored before ranks, each column in its order (demo migration 2). It reads and
 * writes the records as stored, `modified` untouched: the demo collections are not loaded yet, and nothing a
 * user sees has changed.
 */
export function rankStoredBoards(db: Db, collection: string): void {
  const store = new RecordStore(db);
  const scope = { collection, owner: '' };
  for (const board of store.list(scope, 'id')) {
    const list = Array.isArray(board.data.list) ? (board.data.list as unknown as ScrumColumn[]) : [];
    const data = { ...board.data, list: rankedColumns(list) as unknown as JsonValue };
    store.update(scope, board.id, data, board.modified, null);
  }
}
