// Where a move puts one item of an ordered list (a todo, a board's column or card): next to another item, named
// by its id. An index would name whatever is at that place when the move lands, which is another item once
// someone else's move has landed first; a neighbour's id names the same item in every view of the list.

/** Just before or just after the item with that id: one of the two, never both. */
export type Placement = { beforeId: number; afterId?: never } | { afterId: number; beforeId?: never };

/** The id of the item a placement names. */
export function placementReference(placement: Placement): number {
  return placement.beforeId ?? placement.afterId;
}

/**
 * `items` with `item` put just before or after the item `placement` names (`item` itself must not be in
 * `items`); null when that item is not there, or is `item`.
 */
export function insertNextTo<T extends { id: number }>(items: readonly T[], item: T, placement: Placement): T[] | null {
  const referenceId = placementReference(placement);
  const index = referenceId === item.id ? -1 : items.findIndex((other) => other.id === referenceId);
  if (index < 0) return null;
  const result = [...items];
  result.splice(placement.beforeId === undefined ? index + 1 : index, 0, item);
  return result;
}

/**
 * `items` with the item whose id is `id` moved just before or after the one `placement` names; null when either
 * is not there, or they are the same item.
 */
export function moveNextTo<T extends { id: number }>(
  items: readonly T[],
  id: number,
  placement: Placement,
): T[] | null {
  const item = items.find((other) => other.id === id);
  if (!item) return null;
  return insertNextTo(
    items.filter((other) => other !== item),
    item,
    placement,
  );
}
