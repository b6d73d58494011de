import { useState } from 'react';
import { CodeOriginError } from '../federation/code-origins';
import { IncompatibleRemoteError } from '../federation/compatibility';
import { RemoteCodeError } from '../federation/remote-code';
import { isRefusedRelease } from '../federation/remote-compatibility';
import type { HostRoute } from '../routing/route-table';
import { forgetPageModule, usePageModule } from '../routing/page-modules';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * The remote's server is gone, not the page broken: its code could not be fetched (RemoteCodeError), or webpack
 * could not load a chunk (`ChunkLoadError`).
 */
function isLoadFailure(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    error instanceof RemoteCodeError ||
    /loading (css )?chunk|failed to fetch dynamically imported/i.test(error.message)
  );
}

function LoadedPage({ route }: { route: HostRoute }) {
  const Page = usePageModule(route.load);
  return Page ? <Page /> : <PageLoading label={`Loading ${route.title}…`} documentTitle={route.title} />;
}

/** One remote page: lazily loaded, isolated by an error boundary, retryable without a page reload. */
export function RemotePage({ route, remoteTitle }: { route: HostRoute; remoteTitle: string }) {
  const [attempt, setAttempt] = useState(0);

  return (
    <PageErrorBoundary
      // A new page starts afresh: React keeps this component across routes, and with it a caught error.
      key={`${route.path} ${attempt}`}
      fallback={(error) => (
        <RemoteUnavailable
          title={remoteTitle}
          crashed={!isLoadFailure(error) && !isRefusedRelease(error)}
          incompatibility={error instanceof IncompatibleRemoteError ? error.reason : undefined}
          codeOriginRefusal={error instanceof CodeOriginError ? error.reason : undefined}
          onRetry={() => {
            forgetPageModule(route.load);
            setAttempt((count) => count + 1);
          }}
        />
      )}
    >
      <LoadedPage route={route} />
    </PageErrorBoundary>
  );
}
