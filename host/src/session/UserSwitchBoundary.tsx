import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from 'shared-auth';
import { useLocation, useNavigate } from 'shared-ui';
import { isSessionPath } from '../routing/session-paths';

/**
 * When another user takes the place of the signed-in one (signing in over an ended session, or in another tab),
 * everything below is mounted afresh and the opening page shown: nothing the previous user had on screen, typed
 * or opened stays. (The query cache is emptied by shared-auth on the same change.) On a session page nothing of
 * the previous user's is on screen, and the sign-in page goes on to the page it was asked for itself.
 */
export function UserSwitchBoundary({ children }: { children: ReactNode }) {
  const userId = useSession().user?.userId ?? null;
  const onSessionPage = isSessionPath(useLocation().pathname);
  const navigate = useNavigate();
  const [seen, setSeen] = useState({ userId, switches: 0 });
  let current = seen;
  if (userId !== seen.userId) {
    const switched = seen.userId !== null && userId !== null && !onSessionPage;
    current = { userId, switches: seen.switches + (switched ? 1 : 0) };
    setSeen(current);
  }
  const { switches } = current;
  // The router's navigate changes with every address, so the switch it answered is remembered.
  const answeredSwitches = useRef(0);
  useEffect(() => {
    if (switches === answeredSwitches.current) return;
    answeredSwitches.current = switches;
    navigate('/', { replace: true });
  }, [switches, navigate]);
  return <Fragment key={switches}>{children}</Fragment>;
}
