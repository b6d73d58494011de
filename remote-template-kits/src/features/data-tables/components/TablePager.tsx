import { useId } from 'react';
import type { Table } from '@tanstack/react-table';
import { Button, ButtonGroup, Flex, formatCount, HStack, NativeSelect, Text } from 'shared-ui';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Page size, the rows shown out of how many, and first/previous/next/last; the position is announced. */
export function TablePager<Data>({ table }: { table: Table<Data> }) {
  const pageSizeId = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  const rowCount = table.getRowCount();
  const pageCount = Math.max(table.getPageCount(), 1);
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min((pageIndex + 1) * pageSize, rowCount);

  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <HStack gap="2">
        <Text asChild textStyle="sm" color="fg.muted">
          <label htmlFor={pageSizeId}>Rows per page</label>
        </Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            id={pageSizeId}
            value={pageSize}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text textStyle="sm" aria-live="polite" data-testid="pager-status">
        Rows {formatCount(first)}–{formatCount(last)} of {formatCount(rowCount)} · page {pageIndex + 1} of {pageCount}
      </Text>
      <ButtonGroup size="sm" variant="outline" attached>
        <Button onClick={() => table.firstPage()} disabled={!table.getCanPreviousPage()}>
          First
        </Button>
        <Button onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </Button>
        <Button onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </Button>
        <Button onClick={() => table.lastPage()} disabled={!table.getCanNextPage()}>
          Last
        </Button>
      </ButtonGroup>
    </Flex>
  );
}
