// The drawings load after the page (Recharts is about 90 KB gzip): the heading, each card's title, description
// and data table show at once, each chart's space is kept while it loads, and every page shares the one chunk.
import { lazy, Suspense, type ComponentProps } from 'react';
import { ChartPlaceholder } from '../../../components/charts/LazyCharts';
import { CHART_HEIGHT_PX, COMPACT_HEIGHT_PX, DONUT_HEIGHT_PX } from '../../../components/charts/chart-size';

const CategoryChart = lazy(() => import('./CategoryChart'));
const ScatterSeriesChart = lazy(() => import('./ScatterSeriesChart'));

type CategoryChartProps = ComponentProps<typeof CategoryChart>;

function heightOf({ spec }: CategoryChartProps): number {
  if (spec.type === 'pie') return DONUT_HEIGHT_PX;
  return spec.type === 'cartesian' && spec.options?.compact ? COMPACT_HEIGHT_PX : CHART_HEIGHT_PX;
}

export function LazyCategoryChart(props: CategoryChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder height={heightOf(props)} />}>
      <CategoryChart {...props} />
    </Suspense>
  );
}

export function LazyScatterChart(props: ComponentProps<typeof ScatterSeriesChart>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT_PX} />}>
      <ScatterSeriesChart {...props} />
    </Suspense>
  );
}
