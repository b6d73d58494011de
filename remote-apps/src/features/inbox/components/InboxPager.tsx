import { Button, Flex, HStack, NativeSelect, Text } from 'shared-ui';
import { PAGE_SIZES, pageCount, shownRange } from '../model/inbox-view';

interface InboxPagerProps {
  page: number;
  pageSize: number;
  /** Messages on this page. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Where the page is in the listing, Previous and Next, and how many messages a page holds. */
export function InboxPager({ page, pageSize, shown, total, onPage, onPageSize }: InboxPagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label="Pages of messages" align="center" justify="space-between" gap="3" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        <bdi>{shownRange(page, pageSize, shown, total)}</bdi> · page {page} of {pages}
      </Text>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Messages per page"
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
