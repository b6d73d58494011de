import { Suspense, useState } from 'react';
import type { HostRoute } from '../routing/route-table';
import { forgetLazyPage, lazyPage } from './lazy-pages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Webpack names a failed chunk load `ChunkLoadError`: the remote's server is gone, not the page broken. */
function isLoadFailure(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' || /loading (css )?chunk|failed to fetch dynamically imported/i.test(error.message)
  );
}

/** One remote page: lazily loaded, isolated by an error boundary, retryable without a page reload. */
export function RemotePage({ route, remoteTitle }: { route: HostRoute; remoteTitle: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route.load);

  return (
    <PageErrorBoundary
      key={attempt}
      fallback={(error) => (
        <RemoteUnavailable
          title={remoteTitle}
          crashed={!isLoadFailure(error)}
          onRetry={() => {
            forgetLazyPage(route.load);
            setAttempt((count) => count + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading label={`Loading ${route.title}…`} documentTitle={route.title} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
