import { useMemo } from 'react';
import { Button, Center, Navigate, Route, Routes, Stack, Text } from 'shared-ui';
import { BootLoadingScreen } from '../BootLoading';
import { useRemotes, useRemotesKnown } from '../federation/remote-registry';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { PendingRemoteArea } from '../remotes/PendingRemoteArea';
import { RemotePage } from '../remotes/RemotePage';
import { NotFoundPage } from '../session/NotFoundPage';
import { SessionLayout } from '../session/SessionLayout';
import { loadForgotPasswordPage, loadSignInPage, loadSignUpPage } from '../session/session-page-loaders';
import { SessionPage } from '../session/session-pages';
import type { ShellProps } from '../shell/Shell';
import { loadShell } from '../shell/shell-loader';
import { Guarded } from './Guarded';
import { usePageModule } from './page-modules';
import { buildRouteTable } from './route-table';

export const HOME_PATH = '/projects/all';

function ShellModule(props: ShellProps) {
  const Shell = usePageModule(loadShell);
  return Shell ? <Shell {...props} /> : <BootLoadingScreen />;
}

/** The signed-in frame, once its code is here (the boot preloads it for an app page, so usually at once). */
function LoadedShell(props: ShellProps) {
  return (
    <PageErrorBoundary
      fallback={() => (
        <Center minH="100vh" p="6">
          <Stack role="alert" gap="4" maxW="lg">
            <Text>Tessera could not load its pages. Check your connection and try again.</Text>
            <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Stack>
        </Center>
      )}
    >
      <ShellModule {...props} />
    </PageErrorBoundary>
  );
}

export function AppRoutes() {
  const remotes = useRemotes();
  const remotesKnown = useRemotesKnown();
  const table = useMemo(() => buildRouteTable(remotes), [remotes]);
  const titles = useMemo(() => new Map(remotes.map((state) => [state.entry.name, state.entry.title])), [remotes]);

  return (
    <Routes>
      <Route path="/session" element={<SessionLayout />}>
        <Route index element={<Navigate to="/session/signin" replace />} />
        <Route path="signin" element={<SessionPage load={loadSignInPage} />} />
        <Route path="signup" element={<SessionPage load={loadSignUpPage} />} />
        <Route path="forgot-password" element={<SessionPage load={loadForgotPasswordPage} />} />
        <Route path="404" element={<NotFoundPage />} />
      </Route>
      <Route element={<LoadedShell menu={table.menu} sections={table.sections} />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {table.routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Guarded access={route.access}>
                <RemotePage route={route} remoteTitle={titles.get(route.remote) ?? route.remote} />
              </Guarded>
            }
          />
        ))}
        {table.pending.map((area) => (
          <Route
            key={area.basePath}
            path={`${area.basePath}/*`}
            element={
              <Guarded>
                <PendingRemoteArea area={area} />
              </Guarded>
            }
          />
        ))}
      </Route>
      {/* A session page draws before the manifest is read; an app page opened from it in that moment waits. */}
      <Route path="*" element={remotesKnown ? <Navigate to="/session/404" replace /> : <BootLoadingScreen />} />
    </Routes>
  );
}
