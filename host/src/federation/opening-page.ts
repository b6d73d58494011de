// The page the app opens on gets a head start before the frame first draws: its remote's route module runs, its
// code loads and its `prefetch` asks for its first data. The frame then draws with the page and its rows in one
// pass. Drawn first, the frame's render (one long task) would hold back every step of that chain: each answer
// needs a free main thread to send the next request. The boot asks here, once, for the plan's opening page.
import { canAccess, getSession } from 'shared-auth';
import { matchPath } from 'shared-ui';
import { preloadPageModule } from '../routing/page-modules';
import type { OpeningPlan } from './opening-plan';
import { loadRouteModuleCode } from './remote-code';
import { remoteSettled } from './remote-registry';

/**
 * Loads the code of the plan's opening page, through the loader the router will render it with, and, once the
 * session is restored and its user may open the page, its prefetch. Settles (never rejects) once both are done
 * or one failed: the page shows a failure itself when it renders. When `lastSeenDataShown` answers true (the
 * user's data from their last visit is in the cache), it settles once the code is in, the prefetch going on
 * to replace that data. The remotes must have been started.
 */
export async function prepareOpeningPage(
  plan: OpeningPlan,
  sessionRestored: Promise<unknown>,
  lastSeenDataShown: Promise<boolean> = Promise.resolve(false),
): Promise<void> {
  const { owner, pathname, search } = plan;
  if (!owner) return;
  try {
    const { pages } = await loadRouteModuleCode(owner);
    for (const page of pages) {
      const match = matchPath({ path: page.path, end: true }, pathname);
      if (!match) continue;
      const pageCode = remoteSettled(owner.name).then((state) => {
        const published = state?.routeModule?.pages.find((candidate) => candidate.path === page.path);
        return published ? preloadPageModule(published.load) : undefined;
      });
      const firstData = sessionRestored.then(() => {
        const { user } = getSession();
        const mayOpen = user !== null && canAccess(user.role, page.access);
        return mayOpen ? page.prefetch?.({ params: match.params, search }) : undefined;
      });
      firstData.catch(() => undefined);
      await Promise.all([pageCode, lastSeenDataShown.then((shown) => (shown ? undefined : firstData))]);
      return;
    }
  } catch {
    // Shown by the page (a remote that cannot be loaded, a page that failed to load); a failed prefetch is asked
    // for again by the page itself.
  }
}
