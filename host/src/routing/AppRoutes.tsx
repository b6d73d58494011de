import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'shared-ui';
import { BootLoadingScreen } from '../BootLoading';
import { useRemotes, useRemotesKnown } from '../federation/remote-registry';
import { PendingRemoteArea } from '../remotes/PendingRemoteArea';
import { RemotePage } from '../remotes/RemotePage';
import { NotFoundPage } from '../session/NotFoundPage';
import { SessionLayout } from '../session/SessionLayout';
import {
  loadForgotPasswordPage,
  loadSetPasswordPage,
  loadSignInPage,
  loadSignUpPage,
} from '../session/session-page-loaders';
import { SessionPage } from '../session/session-pages';
import { LoadedShell } from '../shell/LoadedShell';
import { HOST_SYSTEM } from '../system/system-routes';
import { Guarded } from './Guarded';
import { buildRouteTable } from './route-table';

export const HOME_PATH = '/projects/all';

export function AppRoutes() {
  const remotes = useRemotes();
  const remotesKnown = useRemotesKnown();
  // The host's own pages join the remotes' once the remotes are known, so the menu keeps their order.
  const all = useMemo(() => (remotesKnown ? [...remotes, HOST_SYSTEM] : remotes), [remotes, remotesKnown]);
  const table = useMemo(() => buildRouteTable(all), [all]);
  const titles = useMemo(() => new Map(all.map((state) => [state.entry.name, state.entry.title])), [all]);

  return (
    <Routes>
      <Route path="/session" element={<SessionLayout />}>
        <Route index element={<Navigate to="/session/signin" replace />} />
        <Route path="signin" element={<SessionPage load={loadSignInPage} />} />
        <Route path="signup" element={<SessionPage load={loadSignUpPage} />} />
        <Route path="forgot-password" element={<SessionPage load={loadForgotPasswordPage} />} />
        <Route path="update-password" element={<SessionPage load={loadSetPasswordPage} />} />
        <Route path="404" element={<NotFoundPage />} />
      </Route>
      <Route element={<LoadedShell menu={table.menu} routes={table.routes} sections={table.sections} />}>
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
