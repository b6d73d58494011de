import { useEffect } from 'react';
import { retryRemote } from '../federation/remote-registry';
import type { PendingArea } from '../routing/route-table';
import { PageLoading } from './PageLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

/** What a remote's paths show while its route module is loading, or after it failed to load. */
export function PendingRemoteArea({ area }: { area: PendingArea }) {
  useEffect(() => {
    document.title = `${area.title} · Tessera`;
  }, [area.title]);
  if (area.status === 'loading') return <PageLoading label={`Loading ${area.title}…`} />;
  return <RemoteUnavailable title={area.title} onRetry={() => retryRemote(area.remote)} />;
}
