// Chart heights, known before the chart library loads, so the space a chart takes is kept while it loads.
import type { ChartDatum } from './chart-datum';

const BAR_ROW_PX = 36;
const AXIS_PX = 40;
export const DONUT_HEIGHT_PX = 280;
export const CHART_HEIGHT_PX = 300;
/** A spark line's. */
export const COMPACT_HEIGHT_PX = 140;

export const barChartHeight = (data: readonly ChartDatum[]) => data.length * BAR_ROW_PX + AXIS_PX;
