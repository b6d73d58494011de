import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { frappeExcType, readableError } from 'shared-auth';
import { formatCount, Skeleton, type LucideIcon } from 'shared-ui';
import { percentChange } from '../model/percent-change';
import { StatCard } from './StatCard';

/** A count as a query: of documents (countQueryOptions) or of work tasks by their one status (work-counts.ts). */
export type CountQuery = UseQueryOptions<number, Error, number, QueryKey>;

export interface CountCardProps {
  label: string;
  count: CountQuery;
  icon: LucideIcon;
  palette: string;
  help?: string;
  /** The same count over the period before, for the change line. */
  compareWith?: { count: CountQuery; period: string };
}

/** A live count in a stat card: each card asks on its own, so one refusal costs only its card. */
export function CountCard({ label, count, icon, palette, help, compareWith }: CountCardProps) {
  const current = useQuery(count);
  const previous = useQuery({ ...(compareWith?.count ?? count), enabled: Boolean(compareWith) });

  if (current.isPending || (compareWith && previous.isPending)) {
    return <Skeleton height="28" borderRadius="l3" aria-hidden="true" />;
  }
  const error = current.error ?? (compareWith ? previous.error : null);
  if (error) {
    const refused = frappeExcType(error) === 'PermissionError';
    return (
      <StatCard
        label={label}
        value="—"
        icon={icon}
        palette={palette}
        help={refused ? 'Your role cannot see these records.' : `Couldn't count: ${readableError(error)}`}
      />
    );
  }
  if (current.data === undefined) return null;
  const change =
    compareWith && previous.data !== undefined
      ? { percent: percentChange(current.data, previous.data), period: compareWith.period }
      : undefined;
  return (
    <StatCard
      label={label}
      value={formatCount(current.data)}
      icon={icon}
      palette={palette}
      change={change}
      help={help}
    />
  );
}
