import { useState } from 'react';
import { HStack, Stack, Text } from 'shared-ui';
import { pageCount } from '../model/paging';
import { PagePicker } from './PagePicker';

const RESULTS = 240;
const PAGE_SIZE = 10;

const VARIANTS = [
  { variant: 'outline', size: 'sm', colorPalette: 'teal', title: 'Outline' },
  { variant: 'solid', size: 'sm', colorPalette: 'blue', title: 'Solid' },
  { variant: 'subtle', size: 'xs', colorPalette: 'purple', title: 'Subtle, small' },
] as const;

/** The same pager in three looks, each over 240 search results and keeping its own page. */
export function PagerVariants() {
  const [pages, setPages] = useState<number[]>(VARIANTS.map(() => 1));
  const total = pageCount(RESULTS, PAGE_SIZE);
  return (
    <Stack gap="5">
      {VARIANTS.map((look, index) => {
        const page = pages[index] ?? 1;
        return (
          <Stack key={look.title} gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text textStyle="sm" fontWeight="medium">
                {look.title}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                Page {page} of {total}
              </Text>
            </HStack>
            <PagePicker
              count={RESULTS}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(next) => setPages((current) => current.map((p, i) => (i === index ? next : p)))}
              label={`${look.title} pager example`}
              variant={look.variant}
              size={look.size}
              colorPalette={look.colorPalette}
              siblingCount={0}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
