import type { Row } from '@tanstack/react-table';
import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';

/** Where `value` stands in `order`; unknown and empty values after every known one. */
function rankIn(order: readonly string[], value: unknown): number {
  const index = typeof value === 'string' ? order.indexOf(value) : -1;
  return index === -1 ? order.length : index;
}

/** A sorting function that orders a column by its values' place in `order` (Low before Urgent), not by name. */
function byRank(order: readonly string[]) {
  return <Data>(a: Row<Data>, b: Row<Data>, columnId: string) =>
    rankIn(order, a.getValue(columnId)) - rankIn(order, b.getValue(columnId));
}

export const byPriorityRank = byRank(TASK_PRIORITIES);
export const byStatusRank = byRank(TASK_STATUSES);
