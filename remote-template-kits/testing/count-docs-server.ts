// The dashboards' document counts in tests: each count is answered by `answer(filters)`, as get_count would.
import { queryOptions } from '@tanstack/react-query';
import type { FrappeFilters } from 'shared-auth';

export const countAnswer = jest.fn<number, [FrappeFilters | undefined]>();

export function mockedCountQueryOptions(doctype: string, filters?: FrappeFilters) {
  return queryOptions({
    queryKey: ['test-count', doctype, JSON.stringify(filters ?? null)],
    queryFn: () => Promise.resolve(countAnswer(filters)),
  });
}

/** Whether `filters` hold a condition on `field` with `operator`. */
export function hasCondition(filters: FrappeFilters | undefined, field: string, operator: string): boolean {
  return (
    Array.isArray(filters) &&
    filters.some((filter) => Array.isArray(filter) && filter[0] === field && filter[1] === operator)
  );
}
