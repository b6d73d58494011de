// The drawings load after the page: the heading, each card's title, description and data table show at once.
import { lazyChart } from '@kits/components/charts/LazyCharts';
import { CHART_HEIGHT_PX, COMPACT_HEIGHT_PX, DONUT_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CategoryData } from '../model/series';
import type { CategoryChartSpec } from './chart-spec';

function heightOf({ spec }: { spec: CategoryChartSpec; data: CategoryData }): number {
  if (spec.type === 'pie') return DONUT_HEIGHT_PX;
  return spec.type === 'cartesian' && spec.options?.compact ? COMPACT_HEIGHT_PX : CHART_HEIGHT_PX;
}

export const LazyCategoryChart = lazyChart(() => import('./CategoryChart'), heightOf);
export const LazyScatterChart = lazyChart(
  () => import('./ScatterSeriesChart'),
  () => CHART_HEIGHT_PX,
);
export const LazyHexbinChart = lazyChart(
  () => import('./HexbinSeriesChart'),
  () => CHART_HEIGHT_PX,
);
