import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import { EmptyState, ErrorState, LoadingState, toIsoDate } from 'shared-ui';
import { ChartCard } from '@kits/components/charts/ChartCard';
import { liveSourceQuery, type LiveSource } from '../api/live-sources';
import { isEmptyData, type CategoryData } from '../model/series';
import { perMonth } from '../model/month-totals';
import { categoryTable, densityTable, pointTable } from '../model/series-table';
import { formatterOf } from '../model/value-format';
import type { CategoryChartSpec, ChartSpec, PointChartSpec } from './chart-spec';
import { LazyCategoryChart, LazyHexbinChart, LazyScatterChart } from './LazyChart';

/** The description, saying where the figures come from. */
function describe(spec: ChartSpec): string {
  const live = 'source' in spec && 'live' in spec.source;
  return `${spec.description} ${live ? 'Live, from the task list.' : 'Sample data.'}`;
}

/** A category chart's drawing, or a note where there is nothing to draw. */
function CategoryDrawing({ spec, data }: { spec: CategoryChartSpec; data: CategoryData }) {
  if (isEmptyData(data)) {
    return <EmptyState title="Nothing to draw yet" description="The chart appears once there are tasks to count." />;
  }
  return <LazyCategoryChart spec={spec} data={data} />;
}

/** A chart's table: a year of days is summed per month (twelve rows to read, not 365). */
function tableOf(spec: CategoryChartSpec, data: CategoryData) {
  const byDay = spec.type === 'calendar' || spec.type === 'brush';
  return categoryTable(byDay ? perMonth(data) : data, formatterOf(data.format));
}

function SamplePanel({ spec, data }: { spec: CategoryChartSpec; data: CategoryData }) {
  return (
    <ChartCard title={spec.title} description={describe(spec)} table={tableOf(spec, data)}>
      <CategoryDrawing spec={spec} data={data} />
    </ChartCard>
  );
}

/** The same card throughout: its loading state, then its chart (or why it failed). */
function LivePanel({ spec, source }: { spec: CategoryChartSpec; source: LiveSource }) {
  // Read once per visit, so the over-time window (and its query key) stays put while the page is open.
  const [today] = useState(() => toIsoDate(new Date()));
  const query = useQuery(liveSourceQuery(source, today));
  let body;
  if (query.data) body = <CategoryDrawing spec={spec} data={query.data} />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Couldn't load this chart"
        message={readableError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <LoadingState label={`Loading ${spec.title.toLowerCase()}`} shape="lines" count={8} />;
  return (
    <ChartCard title={spec.title} description={describe(spec)} table={query.data && tableOf(spec, query.data)}>
      {body}
    </ChartCard>
  );
}

function PointPanel({ spec }: { spec: PointChartSpec }) {
  const formatValue = formatterOf('decimal');
  // A hexbin's hundreds of points are counted by ranges, as the drawing counts them by hexagons.
  const table = spec.type === 'hexbin' ? densityTable(spec.points, formatValue) : pointTable(spec.points, formatValue);
  return (
    <ChartCard title={spec.title} description={describe(spec)} table={table}>
      {spec.type === 'hexbin' ? (
        <LazyHexbinChart title={spec.title} data={spec.points} />
      ) : (
        <LazyScatterChart title={spec.title} data={spec.points} options={spec.options} />
      )}
    </ChartCard>
  );
}

/** One chart in its card: drawn from a sample at once, or from its live figure once loaded. */
export function ChartPanel({ spec }: { spec: ChartSpec }) {
  if (!('source' in spec)) return <PointPanel spec={spec} />;
  if ('live' in spec.source) return <LivePanel spec={spec} source={spec.source.live} />;
  return <SamplePanel spec={spec} data={spec.source.sample} />;
}
