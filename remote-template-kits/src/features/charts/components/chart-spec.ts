// A chart of a page, declared as data: what it shows (live figures from the Task API, or a labelled sample),
// how it is drawn, and its title and one-line description. The pages are lists of these, one line a chart.
import type { DonutVariant } from '@kits/components/charts/DonutChart';
import type { LiveSource } from '../api/live-sources';
import type { CategoryData, PointData } from '../model/series';
import type { CartesianOptions } from './CartesianSeriesChart';
import type { PolarOptions } from './PolarSeriesChart';
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
  | { type: 'polar'; source: ChartSource; options?: PolarOptions }
  | {
      type: 'funnel' | 'treemap' | 'sankey' | 'heatmap' | 'errorBars' | 'brush' | 'calendar' | 'sunburst' | 'parallel';
      source: ChartSource;
    };

type PointDrawing =
  { type: 'scatter'; points: PointData; options?: ScatterOptions } | { type: 'hexbin'; points: PointData };

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
/** A wedge per category around a circle, as long as its value (one series): a nightingale rose. */
export const rose = (source: ChartSource) => ({ type: 'polar', source, options: { rose: true } }) as const;
/** A bar per category around a circle, pointing outwards, its series stacked. */
export const polarBars = (source: ChartSource) => ({ type: 'polar', source }) as const;
/** A column per category (the first series) with its error bar (the second: ± that much). */
export const errorBars = (source: ChartSource) => ({ type: 'errorBars', source }) as const;
/** A time series (a row per day, in order) with a range selector under it. */
export const brush = (source: ChartSource) => ({ type: 'brush', source }) as const;
/** A year of days (a row per day, in order), a cell each, as dark as the first series' count. */
export const calendar = (source: ChartSource) => ({ type: 'calendar', source }) as const;
/** Rings: the rows' groups inside, the rows around them, their series outside. */
export const sunburst = (source: ChartSource) => ({ type: 'sunburst', source }) as const;
/** An axis per series, a line per category across them. */
export const parallel = (source: ChartSource) => ({ type: 'parallel', source }) as const;
/** Many points counted in hexagons, each as dark as its count. */
export const hexbin = (points: PointData) => ({ type: 'hexbin', points }) as const;
