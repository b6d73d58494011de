import { Funnel, FunnelChart, LabelList, Tooltip } from 'recharts';
import { CHART_SURFACE, ON_MARK_TEXT } from '@kits/components/charts/chart-theme';
import { ChartFrame, tooltipProps } from '@kits/components/charts/chart-parts';
import { CHART_HEIGHT_PX } from '@kits/components/charts/chart-size';
import { firstSeriesMarks } from '../model/first-series';
import type { CategoryChartProps } from '../model/series';
import { useCategoryFrame } from './category-frame';

/**
 * A funnel: one stage per category (its first series), widest first, each named on it. Symmetric, so the same in
 * either reading direction.
 */
export default function FunnelSeriesChart({ title, data }: CategoryChartProps<undefined>) {
  const { formatValue, surface } = useCategoryFrame(title, data);
  const stages = firstSeriesMarks(data).map((stage) => ({
    ...stage,
    label: `${stage.name} · ${formatValue(stage.value)}`,
  }));
  return (
    <ChartFrame height={CHART_HEIGHT_PX}>
      <FunnelChart margin={{ top: 8, bottom: 8, left: 8, right: 8 }} {...surface}>
        <Tooltip {...tooltipProps(formatValue)} />
        <Funnel dataKey="value" nameKey="name" data={stages} stroke={CHART_SURFACE} isAnimationActive={false}>
          <LabelList position="center" {...ON_MARK_TEXT} dataKey="label" />
        </Funnel>
      </FunnelChart>
    </ChartFrame>
  );
}
