// The filters beside the products: category, brand and rating from the API's lists (with their product
// counts), free shipping and a price range. Every change goes to the URL through `onChange`.
import { useId } from 'react';
import { Button, Fieldset, Flex, Input, RadioGroup, Stack, Text } from 'shared-ui';
import type { ProductCountEntry, RatingCountEntry } from 'tessera-contracts';
import { useDraftText } from '../hooks/use-draft-text';
import type { FiltersChange } from '../hooks/use-product-filters';
import { clearFilters, toggleValue, type ProductFilters } from '../model/product-filters';
import { FilterCheckbox } from './FilterCheckbox';

const ANY_RATING = 'any';

interface ProductFiltersPanelProps {
  filters: ProductFilters;
  categories: ProductCountEntry[];
  brands: ProductCountEntry[];
  ratings: RatingCountEntry[];
  onChange: (change: FiltersChange) => void;
  /** For typing: changes the URL without a new history entry for each key. */
  onType: (change: FiltersChange) => void;
}

function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useDraftText(value === null ? '' : String(value));
  return (
    <Stack gap="1" flex="1" minW={0}>
      <Text asChild textStyle="sm">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Input
        id={id}
        size="sm"
        type="number"
        inputMode="numeric"
        min={0}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text === '') onChange(null);
          else if (/^\d{1,6}$/.test(text)) onChange(Number(text));
        }}
      />
    </Stack>
  );
}

export function ProductFiltersPanel({
  filters,
  categories,
  brands,
  ratings,
  onChange,
  onType,
}: ProductFiltersPanelProps) {
  const set = (changes: Partial<ProductFilters>) => onChange((current) => ({ ...current, ...changes }));
  return (
    <Stack gap="5" aria-label="Filters" role="region">
      <Fieldset.Root>
        <Fieldset.Legend>Category</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {categories.map((entry) => (
            <FilterCheckbox
              key={entry.title}
              label={entry.title}
              count={entry.product}
              checked={filters.categories.includes(entry.title)}
              capitalize
              onChange={() =>
                onChange((current) => ({ ...current, categories: toggleValue(current.categories, entry.title) }))
              }
            />
          ))}
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>Brand</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {brands.map((entry) => (
            <FilterCheckbox
              key={entry.title}
              label={entry.title}
              count={entry.product}
              checked={filters.brands.includes(entry.title)}
              onChange={() => onChange((current) => ({ ...current, brands: toggleValue(current.brands, entry.title) }))}
            />
          ))}
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>Rating</Fieldset.Legend>
        <RadioGroup.Root
          size="sm"
          mt="2"
          aria-label="Rating"
          value={filters.rating === null ? ANY_RATING : String(filters.rating)}
          onValueChange={(details) =>
            set({ rating: details.value === null || details.value === ANY_RATING ? null : Number(details.value) })
          }
        >
          <Stack gap="2">
            <RadioGroup.Item value={ANY_RATING}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Any rating</RadioGroup.ItemText>
            </RadioGroup.Item>
            {ratings.map((entry) => (
              <RadioGroup.Item key={entry.rate} value={String(entry.rate)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {entry.rate === 1 ? '1 star' : `${entry.rate} stars`}{' '}
                  <Text as="span" color="fg.muted">
                    ({entry.product})
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>Shipping</Fieldset.Legend>
        <Stack mt="2">
          <FilterCheckbox
            label="Free shipping"
            checked={filters.freeShipping}
            onChange={(freeShipping) => set({ freeShipping })}
          />
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>Price (USD)</Fieldset.Legend>
        <Flex gap="3" mt="2">
          <PriceInput
            label="Min price"
            value={filters.minPrice}
            onChange={(minPrice) => onType((current) => ({ ...current, minPrice }))}
          />
          <PriceInput
            label="Max price"
            value={filters.maxPrice}
            onChange={(maxPrice) => onType((current) => ({ ...current, maxPrice }))}
          />
        </Flex>
      </Fieldset.Root>

      <Button size="sm" variant="outline" onClick={() => onChange(clearFilters)}>
        Clear filters
      </Button>
    </Stack>
  );
}
