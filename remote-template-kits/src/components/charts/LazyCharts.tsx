// The charts load after the page (Recharts is about 90 KB gzip): the stat cards and the charts' data tables show
// at once, each chart's space is kept while it loads, and every page with charts shares the one Recharts chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'shared-ui';
import { barChartHeight, DONUT_HEIGHT_PX } from './chart-size';
import type { HorizontalBarChartProps } from './HorizontalBarChart';

function ChartPlaceholder({ height }: { height: number }) {
  return <Skeleton height={`${height}px`} borderRadius="l2" aria-hidden="true" />;
}

/** A chart component whose code loads on first use, its height (known from its props) kept meanwhile. */
export function lazyChart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  heightOf: (props: Props) => number,
): ComponentType<Props> {
  const Chart = lazy(load);
  return function LazyChart(props: Props) {
    return (
      <Suspense fallback={<ChartPlaceholder height={heightOf(props)} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const HorizontalBarChart = lazyChart<HorizontalBarChartProps>(
  () => import('./HorizontalBarChart'),
  (props) => barChartHeight(props.data),
);

export const DonutChart = lazyChart(
  () => import('./DonutChart'),
  () => DONUT_HEIGHT_PX,
);
