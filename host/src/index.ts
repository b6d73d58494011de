import { startEarlySessionCheck } from 'shared-auth/early-session';
import { bootBundleLoaded } from './boot-bundle';
import { environmentManifestUrl, startRemotesEarly } from './federation/early-remotes';
import { sessionPageLoaderFor } from './session/session-page-loaders';
import { loadShell } from './shell/shell-loader';

// Before the async boundary, so these run while the host's code and the shared singletons are still arriving:
// the server is asked who is signed in (the session restore takes its answers), and the page in the address bar
// starts fetching its code (a session page's, or the remote owning an app page).
startEarlySessionCheck();
const { pathname } = window.location;

// The host's chunks, once the boot bundle has installed the ones it carries (boot-bundle.ts).
const booted = bootBundleLoaded().then(() => {
  // A failure shows when the page renders (the boot loads it again). An app page needs the signed-in frame too.
  (sessionPageLoaderFor(pathname) ?? loadShell)().catch(() => undefined);
  // The async boundary lets federation negotiate the shared singletons before any of them is imported.
  return import('./bootstrap');
});
startRemotesEarly(environmentManifestUrl(), pathname, booted);
