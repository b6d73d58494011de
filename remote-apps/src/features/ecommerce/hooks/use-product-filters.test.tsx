import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared-ui';
import { toggleValue } from '../model/product-filters';
import { useProductFilters } from './use-product-filters';

function renderFilters(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useProductFilters(), search: useLocation().search }), { wrapper });
}

it('reads the filters from the URL and writes changes back to it', () => {
  const { result } = renderFilters('/ecommerce/products?category=audio&sort=price-asc');
  expect(result.current.filters).toMatchObject({ categories: ['audio'], sort: 'price-asc' });
  act(() => result.current.update((filters) => ({ ...filters, rating: 4 })));
  expect(result.current.search).toBe('?category=audio&rating=4&sort=price-asc');
});

it('keeps both of two changes made before the page re-renders', () => {
  const { result } = renderFilters('/ecommerce/products');
  const { update } = result.current;
  act(() => {
    update((filters) => ({ ...filters, categories: toggleValue(filters.categories, 'audio') }));
    update((filters) => ({ ...filters, rating: 4 }));
  });
  expect(result.current.search).toBe('?category=audio&rating=4');
  expect(result.current.filters).toMatchObject({ categories: ['audio'], rating: 4 });
});
