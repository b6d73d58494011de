// The height a cartesian chart takes, known before its library loads (LazyChart keeps it while it does).
import { categoryRowsHeight, CHART_HEIGHT_PX, COMPACT_HEIGHT_PX } from '@kits/components/charts/chart-size';
import type { CartesianOptions } from './CartesianSeriesChart';

/** A spark line's small height; bars with their categories down the side, as tall as those need. */
export function cartesianHeight(options: CartesianOptions | undefined, categories: number): number {
  if (options?.compact) return COMPACT_HEIGHT_PX;
  return options?.horizontal ? categoryRowsHeight(categories) : CHART_HEIGHT_PX;
}
