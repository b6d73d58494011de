import {
  FieldFrame,
  SearchIcon,
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Icon,
  Input,
  InputGroup,
  NativeSelect,
} from 'shared-ui';
import type { TodoTag } from 'tessera-contracts';
import { isFiltered, NO_FILTERS, STATUS_FILTERS } from '../model/todo-filters';
import type { StatusFilter, TodoFilterState } from '../types';

interface TodoFiltersProps {
  filters: TodoFilterState;
  /** null while the todos are loading. */
  counts: Record<StatusFilter, number> | null;
  tags: TodoTag[];
  onChange: (filters: TodoFilterState) => void;
}

/** Status buttons with counts, a tag picker and a search box; everything filters on the client. */
export function TodoFilters({ filters, counts, tags, onChange }: TodoFiltersProps) {
  return (
    <Flex gap={3} direction="column">
      <HStack role="group" aria-label="Show todos" gap={2} wrap="wrap">
        {STATUS_FILTERS.map(({ value, label }) => {
          const active = filters.status === value;
          return (
            <Button
              key={value}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => onChange({ ...filters, status: value })}
            >
              {label}
              {counts && (
                <Badge size="sm" variant={active ? 'surface' : 'subtle'}>
                  {counts[value]}
                </Badge>
              )}
            </Button>
          );
        })}
      </HStack>

      <Flex gap={3} wrap="wrap" align="flex-end">
        <Box flex="1" minW="14rem">
          <FieldFrame label="Search todos">
            <InputGroup
              startElement={
                <Icon color="fg.muted" boxSize={4}>
                  <SearchIcon />
                </Icon>
              }
            >
              <Input
                type="search"
                placeholder="Search titles and notes"
                value={filters.query}
                onChange={(event) => onChange({ ...filters, query: event.target.value })}
              />
            </InputGroup>
          </FieldFrame>
        </Box>
        <Box w={{ base: 'full', sm: '12rem' }}>
          <FieldFrame label="Tag">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.tagId === null ? '' : String(filters.tagId)}
                onChange={(event) =>
                  onChange({ ...filters, tagId: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">All tags</option>
                {tags.map((tag) => (
                  <option key={tag.id} value={String(tag.id)}>
                    {tag.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
        </Box>
        {isFiltered(filters) && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
