// The charts load after the page (Recharts is about 90 KB gzip): the stat cards and the charts' data tables show
// at once, each chart's space is kept while it loads, and both dashboards share the one Recharts chunk.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'shared-ui';
import { barChartHeight, DONUT_HEIGHT_PX } from './chart-size';

const LazyHorizontalBarChart = lazy(() => import('./HorizontalBarChart'));
const LazyDonutChart = lazy(() => import('./DonutChart'));

/** The space a chart takes, kept while its code loads. */
export function ChartPlaceholder({ height }: { height: number }) {
  return <Skeleton height={`${height}px`} borderRadius="l2" aria-hidden="true" />;
}

export function HorizontalBarChart(props: ComponentProps<typeof LazyHorizontalBarChart>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={barChartHeight(props.data)} />}>
      <LazyHorizontalBarChart {...props} />
    </Suspense>
  );
}

export function DonutChart(props: ComponentProps<typeof LazyDonutChart>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={DONUT_HEIGHT_PX} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
