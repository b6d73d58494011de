import { startEarlySessionCheck } from 'shared-auth/early-session';
import { bootBundleLoaded } from './boot-bundle';
import { environmentManifestUrl, startRemotesEarly } from './federation/early-remotes';
import { sessionPageLoaderFor } from './session/session-page-loaders';
import { settledWithin } from './settled-within';
import { loadShell } from './shell/shell-loader';

// Before the async boundary, so these run while the host's code and the shared singletons are still arriving:
// the server is asked who is signed in (the session restore takes its answers), and the page in the address bar
// starts fetching its code (a session page's, or the remote owning an app page).
startEarlySessionCheck();
const { pathname } = window.location;
// The longest the boot waits, once its bundle is in, for the opening page's remote code to be asked for.
const REMOTE_CODE_HEAD_START_MS = 50;

// Settles once the host's singletons are loaded: the opening page's remote is registered only then.
let hostSharedLoaded = () => {};
const hostShared = new Promise<void>((resolve) => (hostSharedLoaded = resolve));
const remoteCodeRequested = startRemotesEarly(environmentManifestUrl(), pathname, hostShared);

// The host's chunks, once the boot bundle has installed the ones it carries (boot-bundle.ts), and once the
// opening page's remote code is downloading (or a little while has passed): it then arrives while the host's
// code is evaluated, instead of being asked for after it.
void bootBundleLoaded()
  .then(() => settledWithin(remoteCodeRequested, REMOTE_CODE_HEAD_START_MS))
  // A task of its own for the evaluation: the requests just asked for leave only once the current task ends.
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => {
    // A failure shows when the page renders (the boot loads it again). An app page needs the signed-in frame too.
    (sessionPageLoaderFor(pathname) ?? loadShell)().catch(() => undefined);
    // The async boundary lets federation negotiate the shared singletons before any of them is imported.
    return import('./bootstrap');
  })
  .finally(hostSharedLoaded);
