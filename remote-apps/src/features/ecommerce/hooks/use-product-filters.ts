import { useRef } from 'react';
import { useSearchParams } from 'shared-ui';
import { readProductFilters, writeProductFilters, type ProductFilters } from '../model/product-filters';

export type FiltersChange = (filters: ProductFilters) => ProductFilters;

/**
 * The products page's filters, read from and written to the URL. The router shows a new URL in a transition,
 * so two changes in quick succession (two clicks) can both run before the page re-renders; each change is
 * therefore made on top of the filters the previous one wrote, not on the ones still on screen.
 */
export function useProductFilters(): {
  filters: ProductFilters;
  update: (change: FiltersChange, replace?: boolean) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProductFilters(searchParams);
  const lastWrite = useRef<{ over: URLSearchParams; filters: ProductFilters } | null>(null);

  const update = (change: FiltersChange, replace = false) => {
    const written = lastWrite.current;
    const base = written && written.over === searchParams ? written.filters : filters;
    const next = change(base);
    lastWrite.current = { over: searchParams, filters: next };
    void setSearchParams(writeProductFilters(next), { replace });
  };
  return { filters, update };
}
