// The overview's completion trend, read for the weeks up to the day the page opened.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toIsoDate } from 'shared-ui';
import { trendWeekStarts, type TrendWeek } from '../model/completion-trend';
import { joinQueries, type JoinedQueries } from './join-queries';
import { completionTrendQueryOptions } from './count-completion-trend';

export function useCompletionTrend(): JoinedQueries<TrendWeek[]> {
  // Read once per visit, so the weeks (and the query key) stay put while the page is open.
  const [starts] = useState(() => trendWeekStarts(toIsoDate(new Date())));
  const trend = useQuery(completionTrendQueryOptions(starts));
  return joinQueries([trend], () => trend.data);
}
