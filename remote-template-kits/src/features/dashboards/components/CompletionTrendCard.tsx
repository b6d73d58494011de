import { formatCount, Text } from 'shared-ui';
import { lazyChart } from '@kits/components/charts/LazyCharts';
import { ChartCard } from '@kits/components/charts/ChartCard';
import { useCompletionTrend } from '../api/use-completion-trend';
import { isQuietTrend, TREND_WEEKS } from '../model/completion-trend';
import { TREND_CHART_HEIGHT_PX, trendTable } from '../model/trend-chart';
import { PartState } from './PartState';

const TrendChart = lazyChart(
  () => import('./TrendChart'),
  () => TREND_CHART_HEIGHT_PX,
);

const TITLE = 'Completion trend';

/** Tasks created and completed per week, over the last weeks: is the work getting done as fast as it comes? */
export function CompletionTrendCard() {
  const trend = useCompletionTrend();
  return (
    <PartState label="the completion trend" part={trend}>
      {(weeks) => (
        <ChartCard
          title={TITLE}
          description={`Tasks created and completed each week, the last ${formatCount(TREND_WEEKS)} weeks.`}
          table={trendTable(weeks)}
        >
          {isQuietTrend(weeks) ? (
            <Text color="fg.muted">No task was created or completed in these weeks.</Text>
          ) : (
            <TrendChart title={TITLE} weeks={weeks} />
          )}
        </ChartCard>
      )}
    </PartState>
  );
}
