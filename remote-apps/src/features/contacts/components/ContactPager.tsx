import { ButtonGroup, Icon, IconButton } from 'shared-ui';
import { ChevronLeftIcon, ChevronRightIcon, Pagination } from 'shared-ui/kits';

interface ContactPagerProps {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages and next; the chevrons point the other way in right-to-left layouts. */
export function ContactPager({ count, pageSize, page, onPageChange }: ContactPagerProps) {
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      aria-label="Pages of contacts"
    >
      <ButtonGroup variant="ghost" size="sm" gap="1" flexWrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page">
            <Icon boxSize="4" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
              <ChevronLeftIcon />
            </Icon>
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`Page ${item.value}`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page">
            <Icon boxSize="4" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden>
              <ChevronRightIcon />
            </Icon>
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
