import { ButtonGroup, IconButton } from 'shared-ui';
import { ChevronLeftIcon, ChevronRightIcon, Pagination } from 'shared-ui/kits';
import { MirroredIcon } from './MirroredIcon';

interface PagePickerProps {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark: "Pages of the team table". */
  label: string;
  variant?: 'outline' | 'solid' | 'subtle';
  size?: 'xs' | 'sm' | 'md';
  colorPalette?: string;
  siblingCount?: number;
}

/** Previous, numbered pages (with ellipses) and next; the current page is marked. */
export function PagePicker({
  count,
  pageSize,
  page,
  onPageChange,
  label,
  variant = 'outline',
  size = 'sm',
  colorPalette = 'teal',
  siblingCount = 1,
}: PagePickerProps) {
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={siblingCount}
      onPageChange={(details) => onPageChange(details.page)}
      aria-label={label}
    >
      <ButtonGroup variant="ghost" size={size} colorPalette={colorPalette} gap="1" flexWrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page">
            <MirroredIcon icon={ChevronLeftIcon} />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: variant }} aria-label={`Page ${item.value}`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page">
            <MirroredIcon icon={ChevronRightIcon} />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
