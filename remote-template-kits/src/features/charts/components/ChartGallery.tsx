import { SimpleGrid } from 'shared-ui';
import type { ChartSpec } from './chart-spec';
import { ChartPanel } from './ChartPanel';

interface ChartGalleryProps {
  charts: readonly ChartSpec[];
  /** Small charts (spark lines) fit three to a row on wide screens. */
  dense?: boolean;
}

/** A page's charts, one card each: one column on a phone, two (or three) on wider screens. */
export function ChartGallery({ charts, dense = false }: ChartGalleryProps) {
  return (
    <SimpleGrid columns={dense ? { base: 1, md: 2, xl: 3 } : { base: 1, lg: 2 }} gap="4">
      {charts.map((spec) => (
        <ChartPanel key={spec.title} spec={spec} />
      ))}
    </SimpleGrid>
  );
}
