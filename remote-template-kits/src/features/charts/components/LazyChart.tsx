// The drawings load after the page: the heading, each card's title, description and data table show at once.
import { lazyChart } from '@kits/components/charts/LazyCharts';
import { categoryRowsHeight, CHART_HEIGHT_PX, DONUT_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CategoryData } from '../model/series';
import { cartesianHeight } from './chart-heights';
import type { CategoryChartSpec } from './chart-spec';

function heightOf({ spec, data }: { spec: CategoryChartSpec; data: CategoryData }): number {
  if (spec.type === 'pie') return DONUT_HEIGHT_PX;
  if (spec.type === 'cartesian') return cartesianHeight(spec.options, data.rows.length);
  return spec.type === 'heatmap' ? categoryRowsHeight(data.rows.length) : CHART_HEIGHT_PX;
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
