import { startEarlySessionCheck, userIdCookie } from 'shared-auth/early-session';
import { bootBundleLoaded } from './boot-bundle';
import { planOpening, type OpeningPlan } from './federation/opening-plan';
import { preloadRouteModule } from './federation/route-module-preload';
import { environmentManifestUrl, readTabEnvironment } from './federation/tab-environment';
import type { StartedPageModule } from './routing/page-modules';
import { sessionPageLoaderFor } from './session/session-page-loaders';
import { loadShell } from './shell/shell-loader';

// Before the async boundary, so these run while the host's code and the shared singletons are still arriving:
// the server is asked who is signed in (the session restore takes its answers), remotes.json is read, and the
// opening plan made from it names the code to fetch beside the host's: the session page's, the frame's, and the
// entry and route module of the remote owning the page.
startEarlySessionCheck();

const plan: Promise<OpeningPlan> = readTabEnvironment(environmentManifestUrl())
  .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
  .then((environment) => planOpening(window.location, environment, { userId: userIdCookie(document.cookie) }));

void plan.then((opening) => {
  if (opening.preload.ownerCode && opening.owner) void preloadRouteModule(opening.owner);
});

/** Starts the host's own chunks the plan names (a failure shows when the page renders, which loads it again). */
function startPageCode({ preload }: OpeningPlan): { sessionPage?: StartedPageModule; shell?: StartedPageModule } {
  const sessionPage = preload.sessionPage === null ? null : sessionPageLoaderFor(preload.sessionPage);
  const started = (load: StartedPageModule['load']): StartedPageModule => {
    const loading = load();
    loading.catch(() => undefined);
    return { load, loading };
  };
  return {
    ...(sessionPage ? { sessionPage: started(sessionPage) } : {}),
    ...(preload.shell ? { shell: started(loadShell) } : {}),
  };
}

// The host's chunks, once the boot bundle has installed the ones it carries (boot-bundle.ts) and the plan says
// which; the remote's code, asked for once its manifest is checked, arrives while the host's is evaluated.
void Promise.all([plan, bootBundleLoaded()]).then(async ([opening]) => {
  const started = startPageCode(opening);
  // A task of its own for the evaluation: the requests just asked for leave only once the current task ends.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The async boundary lets federation negotiate the shared singletons before any of them is imported.
  const { boot } = await import('./bootstrap');
  return boot(opening, started);
});
