import { useState } from 'react';
import { readableError } from 'shared-auth';
import {
  Button,
  EmptyState,
  ErrorState,
  Flex,
  Grid,
  HStack,
  LayoutGridIcon,
  ListIcon,
  LoadingState,
  NativeSelect,
  PageLayout,
  SearchField,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { useBrands } from './api/list-brands';
import { useCategories } from './api/list-categories';
import { useProducts } from './api/list-products';
import { useRatings } from './api/list-ratings';
import { useCartWrites } from './api/change-cart';
import { ProductCard } from './components/ProductCard';
import { ProductFiltersPanel } from './components/ProductFiltersPanel';
import { ShopNav } from './components/ShopNav';
import { useDraftText } from './hooks/use-draft-text';
import { useProductFilters } from './hooks/use-product-filters';
import {
  clearFilters,
  filterProducts,
  narrowsProducts,
  PRODUCT_VIEWS,
  type ProductSort,
} from './model/product-filters';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating-desc', label: 'Rating: high to low' },
];

const VIEW_ITEMS = [
  {
    value: 'grid',
    label: (
      <HStack gap="1.5">
        <LayoutGridIcon aria-hidden size={16} /> Grid
      </HStack>
    ),
  },
  {
    value: 'list',
    label: (
      <HStack gap="1.5">
        <ListIcon aria-hidden size={16} /> List
      </HStack>
    ),
  },
];

/** The shop's catalogue (`/ecommerce/products`): filters, search, sort and view, all in the URL. */
export default function ProductsPage() {
  const { filters, update } = useProductFilters();
  const products = useProducts();
  const categories = useCategories();
  const brands = useBrands();
  const ratings = useRatings();
  const cart = useCartWrites();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchDraft, setSearchDraft] = useDraftText(filters.search);

  const lists = [products, categories, brands, ratings];
  const failed = lists.find((query) => query.isError);
  const shown = products.data ? filterProducts(products.data, filters) : [];

  return (
    <PageLayout title="Products" description="Find what you need and add it to your cart." actions={<ShopNav />}>
      {failed ? (
        <ErrorState
          title="Couldn't load the products"
          message={readableError(failed.error)}
          onRetry={() => lists.forEach((query) => query.isError && void query.refetch())}
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '15rem minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="3">
            <Button
              display={{ base: 'flex', lg: 'none' }}
              variant="outline"
              size="sm"
              aria-expanded={filtersOpen}
              aria-controls="product-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
            </Button>
            <Stack id="product-filters" display={{ base: filtersOpen ? 'flex' : 'none', lg: 'flex' }}>
              {categories.data && brands.data && ratings.data ? (
                <ProductFiltersPanel
                  filters={filters}
                  categories={categories.data}
                  brands={brands.data}
                  ratings={ratings.data}
                  onChange={(change) => update(change)}
                  onType={(change) => update(change, true)}
                />
              ) : (
                <LoadingState label="Loading filters" shape="lines" count={8} />
              )}
            </Stack>
          </Stack>

          <Stack gap="4" minW={0}>
            <Flex gap="3" wrap="wrap" align="center">
              <SearchField
                label="Search products"
                value={searchDraft}
                maxLength={100}
                onChange={(search) => {
                  setSearchDraft(search);
                  update((current) => ({ ...current, search }), true);
                }}
                flex="1"
                minW="12rem"
              />
              <NativeSelect.Root size="md" w="auto">
                <NativeSelect.Field
                  aria-label="Sort by"
                  value={filters.sort}
                  onChange={(event) => {
                    const sort = SORT_OPTIONS.find((option) => option.value === event.target.value)?.value;
                    if (sort) update((current) => ({ ...current, sort }));
                  }}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <SegmentGroup.Root
                aria-label="View"
                value={filters.view}
                onValueChange={(details) => {
                  const view = PRODUCT_VIEWS.find((option) => option === details.value);
                  if (view) update((current) => ({ ...current, view }));
                }}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items items={VIEW_ITEMS} />
              </SegmentGroup.Root>
            </Flex>

            {products.data ? (
              <>
                <Text role="status" color="fg.muted" textStyle="sm">
                  {shown.length === 1 ? '1 product' : `${shown.length} products`}
                </Text>
                {shown.length === 0 ? (
                  <EmptyState
                    title="No products match"
                    description={
                      narrowsProducts(filters) ? 'Try fewer filters or another search.' : 'The shop is empty.'
                    }
                    action={
                      narrowsProducts(filters) && (
                        <Button variant="outline" onClick={() => update(clearFilters)}>
                          Clear filters
                        </Button>
                      )
                    }
                  />
                ) : filters.view === 'grid' ? (
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
                    {shown.map((product) => (
                      <li key={product.id}>
                        <ProductCard product={product} view="grid" onAdd={cart.add} />
                      </li>
                    ))}
                  </SimpleGrid>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="3">
                    {shown.map((product) => (
                      <li key={product.id}>
                        <ProductCard product={product} view="list" onAdd={cart.add} />
                      </li>
                    ))}
                  </Stack>
                )}
              </>
            ) : (
              <LoadingState label="Loading products" shape="cards" count={6} />
            )}
          </Stack>
        </Grid>
      )}
    </PageLayout>
  );
}
