import { useSearchParamsUpdate } from 'shared-ui';
import { readProductFilters, writeProductFilters, type ProductFilters } from '../model/product-filters';

export type FiltersChange = (filters: ProductFilters) => ProductFilters;

/**
 * The products page's filters, read from and written to the URL. Two changes in quick succession (two clicks)
 * can both run before the page re-renders: each is made on top of the filters the previous one wrote
 * (useSearchParamsUpdate), not on the ones still on screen.
 */
export function useProductFilters(): {
  filters: ProductFilters;
  update: (change: FiltersChange, replace?: boolean) => void;
} {
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const update = (change: FiltersChange, replace = false) =>
    updateSearchParams((latest) => writeProductFilters(change(readProductFilters(latest))), { replace });
  return { filters: readProductFilters(searchParams), update };
}
