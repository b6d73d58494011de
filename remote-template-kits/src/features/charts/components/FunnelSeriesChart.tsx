import { Funnel, FunnelChart, LabelList, Tooltip } from 'recharts';
import { CHART_SURFACE, ON_MARK_TEXT } from '@kits/components/charts/chart-theme';
import { ChartFrame, surfaceProps, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { firstSeriesMarks } from '../model/first-series';
import type { CategoryChartProps } from '../model/series';
import { summarizeCategories } from '../model/series-table';
import { formatterOf } from '../model/value-format';

/**
 * A funnel: one stage per category (its first series), widest first, each named on it. Symmetric, so the same in
 * either reading direction.
 */
export default function FunnelSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const formatValue = formatterOf(data.format);
  const stages = firstSeriesMarks(data).map((stage) => ({
    ...stage,
    label: `${stage.name} · ${formatValue(stage.value)}`,
  }));
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <FunnelChart
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        {...surfaceProps(title, summarizeCategories(data, formatValue))}
      >
        <Tooltip {...tooltipProps(formatValue)} />
        <Funnel dataKey="value" nameKey="name" data={stages} stroke={CHART_SURFACE} isAnimationActive={false}>
          <LabelList position="center" {...ON_MARK_TEXT} dataKey="label" />
        </Funnel>
      </FunnelChart>
    </ChartFrame>
  );
}
