import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-ui';
import { useSession, type AccessLevel } from 'shared-auth';
import { decideGuard } from './guard';

/** Renders its children only for a user whose role the access level allows; otherwise sends them to sign-in. */
export function Guarded({ access, children }: { access?: AccessLevel; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(access, session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
