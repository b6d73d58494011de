// What the library's charts of categories share: their figures' format, their reading direction, their SVG named
// and summarized for screen readers, and the look of their axes. Each chart adds its own series and marks.
import { CHART_GRID } from '@kits/components/charts/chart-theme';
import { chartMargin, surfaceProps, TICK, useMirroredChart } from '@kits/components/charts/chart-parts';
import type { CategoryData } from '../model/series';
import { summarizeCategories } from '../model/series-table';
import { formatterOf } from '../model/value-format';

type Summarize = (data: CategoryData, formatValue: (value: number) => string) => string;

export function useCategoryFrame(title: string, data: CategoryData, summarize: Summarize = summarizeCategories) {
  const formatValue = formatterOf(data.format);
  const mirrored = useMirroredChart();
  return {
    formatValue,
    mirrored,
    /** The SVG as one image named by the title and described by the data. */
    surface: surfaceProps(title, summarize(data, formatValue)),
    /** Margins with room on the side the value axis' labels are. */
    margin: chartMargin(mirrored, 16, 4),
    categoryAxis: { dataKey: 'label', type: 'category', tick: TICK, stroke: CHART_GRID },
    valueAxis: { type: 'number', tick: TICK, stroke: CHART_GRID, tickFormatter: formatValue },
    /** A vertical axis' side: the right in a right-to-left page. */
    sideAxis: { orientation: mirrored ? 'right' : 'left' },
  } as const;
}
