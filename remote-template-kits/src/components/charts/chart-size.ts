// Chart heights, known before the chart library loads, so the space a chart takes is kept while it loads.
import type { ChartDatum } from './chart-datum';

const BAR_ROW_PX = 36;
const AXIS_PX = 40;
export const DONUT_HEIGHT_PX = 280;
export const CHART_HEIGHT_PX = 300;
/** A spark line's. */
export const COMPACT_HEIGHT_PX = 140;

export const barChartHeight = (data: readonly ChartDatum[]) => data.length * BAR_ROW_PX + AXIS_PX;

// A chart with its categories down the side (bars, a heatmap's rows): each category's label takes a line of its
// own, so many categories (every board's status names) make the chart taller rather than stack the labels.
const CATEGORY_ROW_PX = 22;
const AXIS_AND_LEGEND_PX = 80;

/** The height of a chart with `categories` down its side: the usual one, taller where they need it. */
export const categoryRowsHeight = (categories: number) =>
  Math.max(CHART_HEIGHT_PX, categories * CATEGORY_ROW_PX + AXIS_AND_LEGEND_PX);
