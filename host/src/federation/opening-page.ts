// The page the app opens on gets a head start before the frame first draws: its remote's route module runs, its
// code loads and its `prefetch` asks for its first data. The frame then draws with the page and its rows in one
// pass. Drawn first, the frame's render (one long task) would hold back every step of that chain: each answer
// needs a free main thread to send the next request.
import { canAccess, getSession } from 'shared-auth';
import { matchPath } from 'shared-ui';
import { toRouteModuleV2 } from '../routing/route-module-versions';
import { loadRouteModuleCode } from './remote-code';
import { isUnderPrefix, type RemoteManifestEntry } from './remote-manifest';

/** The longest the frame's first draw waits for the opening page (a remote that answers slowly, or not at all). */
export const OPENING_PAGE_WAIT_MS = 1000;

/**
 * Loads the code of the page at `location` and, when the signed-in user may open it, starts its prefetch.
 * Settles (never rejects) once both are done or one failed: the page shows a failure itself when it renders.
 */
export async function prepareOpeningPage(
  remotes: readonly RemoteManifestEntry[],
  location: { pathname: string; search: string },
): Promise<void> {
  const owner = remotes.find((entry) => entry.basePaths.some((prefix) => isUnderPrefix(location.pathname, prefix)));
  if (!owner) return;
  try {
    const { pages } = toRouteModuleV2(await loadRouteModuleCode(owner)).module;
    for (const page of pages) {
      const match = matchPath({ path: page.path, end: true }, location.pathname);
      if (!match) continue;
      const { user } = getSession();
      const mayOpen = user !== null && canAccess(user.role, page.access);
      await Promise.all([
        page.load(),
        mayOpen ? page.prefetch?.({ params: match.params, search: location.search }) : null,
      ]);
      return;
    }
  } catch {
    // Shown by the page (a remote that cannot be loaded, a page that failed to load); a failed prefetch is asked
    // for again by the page itself.
  }
}
