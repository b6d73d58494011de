import DonutChart from '@kits/components/charts/DonutChart';
import { seriesColor } from '@kits/components/charts/chart-theme';
import type { CategoryData } from '../model/series';
import { formatterOf } from '../model/value-format';
import CartesianSeriesChart from './CartesianSeriesChart';
import type { CategoryChartSpec } from './chart-spec';
import RadarSeriesChart from './RadarSeriesChart';
import RadialSeriesChart from './RadialSeriesChart';
import RangeSeriesChart from './RangeSeriesChart';
import FunnelSeriesChart from './FunnelSeriesChart';
import TreemapSeriesChart from './TreemapSeriesChart';
import SankeySeriesChart from './SankeySeriesChart';
import HeatmapSeriesChart from './HeatmapSeriesChart';
import PolarSeriesChart from './PolarSeriesChart';
import ErrorBarSeriesChart from './ErrorBarSeriesChart';
import BrushSeriesChart from './BrushSeriesChart';
import CalendarHeatmapChart from './CalendarHeatmapChart';
import SunburstSeriesChart from './SunburstSeriesChart';
import ParallelSeriesChart from './ParallelSeriesChart';

/** The drawing of a category chart, by its type. */
export default function CategoryChart({ spec, data }: { spec: CategoryChartSpec; data: CategoryData }) {
  switch (spec.type) {
    case 'cartesian':
      return <CartesianSeriesChart title={spec.title} data={data} options={spec.options} />;
    case 'radial':
      return <RadialSeriesChart title={spec.title} data={data} options={spec.options} />;
    case 'radar':
      return <RadarSeriesChart title={spec.title} data={data} options={spec.options} />;
    case 'range':
      return <RangeSeriesChart title={spec.title} data={data} options={spec.options} />;
    case 'funnel':
      return <FunnelSeriesChart title={spec.title} data={data} />;
    case 'treemap':
      return <TreemapSeriesChart title={spec.title} data={data} />;
    case 'sankey':
      return <SankeySeriesChart title={spec.title} data={data} />;
    case 'heatmap':
      return <HeatmapSeriesChart title={spec.title} data={data} />;
    case 'polar':
      return <PolarSeriesChart title={spec.title} data={data} options={spec.options} />;
    case 'errorBars':
      return <ErrorBarSeriesChart title={spec.title} data={data} />;
    case 'brush':
      return <BrushSeriesChart title={spec.title} data={data} />;
    case 'calendar':
      return <CalendarHeatmapChart title={spec.title} data={data} />;
    case 'sunburst':
      return <SunburstSeriesChart title={spec.title} data={data} />;
    case 'parallel':
      return <ParallelSeriesChart title={spec.title} data={data} />;
    case 'pie': {
      const valueKey = data.series[0]?.key ?? '';
      const slices = data.rows.map((row, index) => ({
        label: row.label,
        value: row.values[valueKey] ?? 0,
        color: row.color ?? seriesColor(index),
      }));
      return (
        <DonutChart title={spec.title} data={slices} formatValue={formatterOf(data.format)} variant={spec.variant} />
      );
    }
  }
}
