// A chart of a page, declared as data: what it shows (live figures from the Task API, or a labelled sample),
// how it is drawn, and its title and one-line description. The pages are lists of these, one line a chart.
import type { DonutVariant } from '@kits/components/charts/DonutChart';
import type { LiveSource } from '../api/live-sources';
import type { CategoryData, PointData } from '../model/series';
import type { CartesianOptions } from './CartesianSeriesChart';
import type { RadarOptions } from './RadarSeriesChart';
import type { RadialOptions } from './RadialSeriesChart';
import type { RangeOptions } from './RangeSeriesChart';
import type { ScatterOptions } from './ScatterSeriesChart';

export type ChartSource = { live: LiveSource } | { sample: CategoryData };

type CategoryDrawing =
  | { type: 'cartesian'; source: ChartSource; options?: CartesianOptions }
  | { type: 'pie'; source: ChartSource; variant?: DonutVariant }
  | { type: 'radial'; source: ChartSource; options?: RadialOptions }
  | { type: 'radar'; source: ChartSource; options?: RadarOptions }
  | { type: 'range'; source: ChartSource; options: RangeOptions }
  | { type: 'funnel' | 'treemap' | 'sankey' | 'heatmap'; source: ChartSource };

type PointDrawing = { type: 'scatter'; points: PointData; options?: ScatterOptions };

interface ChartText {
  title: string;
  description: string;
}

export type CategoryChartSpec = ChartText & CategoryDrawing;
export type PointChartSpec = ChartText & PointDrawing;
export type ChartSpec = CategoryChartSpec | PointChartSpec;

export const live = (source: LiveSource): ChartSource => ({ live: source });
export const sample = (data: CategoryData): ChartSource => ({ sample: data });

export function chart(title: string, description: string, drawing: CategoryDrawing | PointDrawing): ChartSpec {
  return { title, description, ...drawing };
}

/** Bars, lines, areas or a mix of them. */
export const cartesian = (source: ChartSource, options?: CartesianOptions) =>
  ({ type: 'cartesian', source, options }) as const;
export const pie = (source: ChartSource, variant?: DonutVariant) => ({ type: 'pie', source, variant }) as const;
export const radial = (source: ChartSource, options?: RadialOptions) => ({ type: 'radial', source, options }) as const;
export const radar = (source: ChartSource, options?: RadarOptions) => ({ type: 'radar', source, options }) as const;
export const scatter = (points: PointData, options?: ScatterOptions) => ({ type: 'scatter', points, options }) as const;
/** Candlesticks (open, high, low, close) or box plots (minimum, quartiles, median, maximum), one per category. */
export const range = (source: ChartSource, mark: RangeOptions['mark']) =>
  ({ type: 'range', source, options: { mark } }) as const;
/** Stages narrowing down, one per category. */
export const funnel = (source: ChartSource) => ({ type: 'funnel', source }) as const;
/** Tiles sized by value, one per category. */
export const treemap = (source: ChartSource) => ({ type: 'treemap', source }) as const;
/** Flows from each category into each series (a from × to table). */
export const sankey = (source: ChartSource) => ({ type: 'sankey', source }) as const;
/** A grid of categories × series, each cell as dark as its value. */
export const heatmap = (source: ChartSource) => ({ type: 'heatmap', source }) as const;
