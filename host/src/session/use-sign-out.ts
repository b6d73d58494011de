import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui';
import { readableError, signOut } from 'shared-auth';
import { SIGNED_OUT_STATE, asksToSignOut, reportsSignedOut } from './sign-out-state';

export type SignOutPhase =
  { kind: 'idle' } | { kind: 'signing-out' } | { kind: 'failed'; message: string } | { kind: 'signed-out' };

/**
 * Ends the session when the sign-in page is opened with the top bar's sign-out request. The page only says the
 * user is signed out once the server has ended the session; a failure leaves them signed in, with the reason.
 */
export function useSignOutRequest(): { phase: SignOutPhase; retry: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = asksToSignOut(location.state);
  const [phase, setPhase] = useState<SignOutPhase>(() =>
    requested ? { kind: 'signing-out' } : reportsSignedOut(location.state) ? { kind: 'signed-out' } : { kind: 'idle' },
  );
  const inFlight = useRef(false);
  const here = `${location.pathname}${location.search}`;

  const run = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ kind: 'signing-out' });
    signOut()
      .then(() => {
        setPhase({ kind: 'signed-out' });
        // Replace the request in history, so a reload does not sign out again.
        navigate(here, { replace: true, state: SIGNED_OUT_STATE });
      })
      .catch((failure: unknown) => setPhase({ kind: 'failed', message: readableError(failure) }))
      .finally(() => {
        inFlight.current = false;
      });
  }, [here, navigate]);

  useEffect(() => {
    if (requested) run();
  }, [requested, run]);

  return { phase, retry: run };
}
