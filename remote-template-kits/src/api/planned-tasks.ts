// Work tasks read by a filter plan (tessera-contracts' FilterPlan: `filters` and one `or_filters` group). A count
// goes through the list API too, as frappe.client.get_count takes no or_filters and matches no unset value with
// "not in".
import { listDocs } from 'shared-auth';
import type { FilterPlan } from 'tessera-contracts';

export interface PlannedQuery<Field extends string> {
  fields: readonly Field[];
  orderBy?: string;
  groupBy?: string;
  /** 0 for all. */
  limit: number;
}

export function listPlanned<Row>(plan: FilterPlan, query: PlannedQuery<string>, signal?: AbortSignal): Promise<Row[]> {
  return listDocs<Row>(
    'Task',
    {
      fields: query.fields,
      filters: plan.filters,
      ...(plan.orFilters.length > 0 ? { orFilters: plan.orFilters } : {}),
      ...(query.orderBy ? { orderBy: query.orderBy } : {}),
      ...(query.groupBy ? { groupBy: query.groupBy } : {}),
      limitPageLength: query.limit,
    },
    signal,
  );
}

export async function countPlanned(plan: FilterPlan, signal?: AbortSignal): Promise<number> {
  const [row] = await listPlanned<{ count?: unknown }>(plan, { fields: ['count(name) as count'], limit: 0 }, signal);
  return Number(row?.count) || 0;
}
