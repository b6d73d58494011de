// The products page's filters, kept in the URL's query string so a filtered page can be shared and reloaded:
//   ?q=phone&category=audio&category=fashion&brand=Sonora&rating=4&free=1&min=10&max=200&sort=price-asc&view=list
// Reading is forgiving (an unknown value is dropped, never an error); writing leaves out what is at its default.
import { PRODUCT_RATING_MAX, PRODUCT_RATING_MIN, type Product } from 'tessera-contracts';
import { toCents } from './money';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'rating-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_VIEWS = ['grid', 'list'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export interface ProductFilters {
  search: string;
  categories: string[];
  brands: string[];
  /** Products rated exactly this (the rating list counts products per rating). */
  rating: number | null;
  freeShipping: boolean;
  /** Whole dollars, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
  view: ProductView;
}

export const NO_PRODUCT_FILTERS: ProductFilters = {
  search: '',
  categories: [],
  brands: [],
  rating: null,
  freeShipping: false,
  minPrice: null,
  maxPrice: null,
  sort: 'featured',
  view: 'grid',
};

const SEARCH_MAX = 100;
const PRICE_MAX = 100_000;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function price(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const dollars = Number(value);
  return dollars <= PRICE_MAX ? dollars : null;
}

function rating(value: string | null): number | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const rate = Number(value);
  return rate >= PRODUCT_RATING_MIN && rate <= PRODUCT_RATING_MAX ? rate : null;
}

const distinct = (values: string[]) => [...new Set(values.filter((value) => value.length > 0))];

export function readProductFilters(search: URLSearchParams): ProductFilters {
  return {
    search: (search.get('q') ?? '').slice(0, SEARCH_MAX),
    categories: distinct(search.getAll('category')),
    brands: distinct(search.getAll('brand')),
    rating: rating(search.get('rating')),
    freeShipping: search.get('free') === '1',
    minPrice: price(search.get('min')),
    maxPrice: price(search.get('max')),
    sort: oneOf(search.get('sort'), PRODUCT_SORTS, 'featured'),
    view: oneOf(search.get('view'), PRODUCT_VIEWS, 'grid'),
  };
}

export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search.trim()) search.set('q', filters.search);
  for (const category of filters.categories) search.append('category', category);
  for (const brand of filters.brands) search.append('brand', brand);
  if (filters.rating !== null) search.set('rating', String(filters.rating));
  if (filters.freeShipping) search.set('free', '1');
  if (filters.minPrice !== null) search.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) search.set('max', String(filters.maxPrice));
  if (filters.sort !== 'featured') search.set('sort', filters.sort);
  if (filters.view !== 'grid') search.set('view', filters.view);
  return search;
}

/** Whether any filter narrows the list (sorting and the view do not). */
export function narrowsProducts(filters: ProductFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.categories.length > 0 ||
    filters.brands.length > 0 ||
    filters.rating !== null ||
    filters.freeShipping ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

function matches(product: Product, filters: ProductFilters): boolean {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${product.title} ${product.brand} ${product.category} ${product.description}`.toLowerCase();
  const cents = toCents(product.price);
  return (
    words.every((word) => text.includes(word)) &&
    (filters.categories.length === 0 || filters.categories.includes(product.category)) &&
    (filters.brands.length === 0 || filters.brands.includes(product.brand)) &&
    (filters.rating === null || product.rating === filters.rating) &&
    (!filters.freeShipping || product.freeShipping) &&
    (filters.minPrice === null || cents >= filters.minPrice * 100) &&
    (filters.maxPrice === null || cents <= filters.maxPrice * 100)
  );
}

const SORTERS: Record<ProductSort, ((a: Product, b: Product) => number) | null> = {
  featured: null,
  'price-asc': (a, b) => toCents(a.price) - toCents(b.price),
  'price-desc': (a, b) => toCents(b.price) - toCents(a.price),
  'rating-desc': (a, b) => b.rating - a.rating,
};

/** The products the filters let through, in the chosen order (the catalogue's own for "featured"; ties keep it). */
export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  const shown = products.filter((product) => matches(product, filters));
  const sorter = SORTERS[filters.sort];
  return sorter ? shown.sort(sorter) : shown;
}

/** No filter narrowing the list; the sort and the view stay. */
export function clearFilters(filters: ProductFilters): ProductFilters {
  return { ...NO_PRODUCT_FILTERS, sort: filters.sort, view: filters.view };
}

/** Adds `value` to the list, or takes it out if it is there. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
