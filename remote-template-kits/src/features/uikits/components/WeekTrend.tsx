import { formatPercent, Stat } from 'shared-ui';
import { trendOf } from '../model/metrics';

interface WeekTrendProps {
  thisWeek: number;
  lastWeek: number;
}

/** This week's figure against last week's: an arrow and the change, in words a screen reader can use. */
export function WeekTrend({ thisWeek, lastWeek }: WeekTrendProps) {
  const { direction, change } = trendOf(thisWeek, lastWeek);
  if (direction === 'flat') return <>Same as the 7 days before</>;
  const amount = change === null ? '' : `${formatPercent(change)} `;
  return (
    <>
      {direction === 'up' ? <Stat.UpIndicator aria-hidden /> : <Stat.DownIndicator aria-hidden />}
      {`${amount}${direction === 'up' ? 'more' : 'fewer'} than the 7 days before (${lastWeek})`}
    </>
  );
}
