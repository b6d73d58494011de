// Moving one item of an ordered list next to another one (tessera-contracts' Placement, read by
// ./params.ts placementParam), for the records of an ordered collection and for what an app orders inside a
// record (a board's columns and cards), with Frappe's errors when the move cannot be made.

import { insertNextTo, placementReference, type Placement } from 'tessera-contracts';
import { FrappeError, notFound, validationError } from '../../frappe/errors';

/** What the items are called in messages: "Todo 9 …", "… in the list". */
export interface ItemNames {
  label: string;
  /** Where the items are: "in the list", "on the board". */
  where: string;
  /** The message for a neighbour that has gone, where the app words it for the people who read it. */
  staleMessage?: string;
}

/**
 * `items` with `item` (not among them) put next to the item `placement` names. When that one is not there, the
 * client moved on a view older than the list (someone else removed or moved it): 417 TimestampMismatchError,
 * as for a stale `modified`, rather than a guess at where the item should go.
 */
export function placedNextTo<T extends { id: number }>(
  items: readonly T[],
  item: T,
  placement: Placement,
  names: ItemNames,
): T[] {
  const referenceId = placementReference(placement);
  if (referenceId === item.id) throw validationError(`${names.label} ${item.id} cannot be placed next to itself`);
  const placed = insertNextTo(items, item, placement);
  if (placed) return placed;
  throw new FrappeError(
    'TimestampMismatchError',
    names.staleMessage ??
      `${names.label} ${referenceId} is no longer ${names.where}, so ${names.label.toLowerCase()} ${item.id} ` +
        'cannot be placed next to it. Reload and try again.',
  );
}

/** `items` with the one whose id is `id` moved next to the one `placement` names; 404 when it is not there. */
export function movedNextTo<T extends { id: number }>(
  items: readonly T[],
  id: number,
  placement: Placement,
  names: ItemNames,
): T[] {
  const item = items.find((other) => other.id === id);
  if (!item) throw notFound(`${names.label} ${id} not found`);
  return placedNextTo(
    items.filter((other) => other !== item),
    item,
    placement,
    names,
  );
}
