import { createRoot } from 'react-dom/client';
import { getSession, restoreSession } from 'shared-auth';
import { App } from './App';
import { BootFailure } from './BootFailure';
import { BootLoading } from './BootLoading';
import { startLayoutSettingsSync } from './customizer/settings-sync';
import { fetchRemoteManifest } from './federation/remote-manifest';
import { startRemotesWhenNeeded } from './federation/remote-registry';
import { isSessionPath } from './routing/guard';
import { preloadPageModule } from './routing/page-modules';
import { sessionPageLoaderFor } from './session/session-pages';

declare const __webpack_public_path__: string;

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  root.render(<BootLoading />);
  startLayoutSettingsSync();

  const { pathname } = window.location;
  // The session pages need no remote and no answer from the server: drawn as soon as the host can; a session
  // that turns out to be open moves the sign-in page on by itself. Its code starts loading now, beside the rest.
  const onSessionPage = isSessionPath(pathname);
  const sessionPage = sessionPageLoaderFor(pathname);
  const sessionPageLoaded = sessionPage ? preloadPageModule(sessionPage) : Promise.resolve();

  // A stored profile shows at once; without one, an app page waits for the server's answer so a live session
  // is not sent to the sign-in page.
  const sessionRestored = restoreSession();
  // remotes.json sits beside the host's own files, wherever they are served from.
  const manifestUrl = new URL('remotes.json', __webpack_public_path__ || window.location.origin).toString();

  let manifest;
  try {
    manifest = await fetchRemoteManifest(manifestUrl);
  } catch (error) {
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  startRemotesWhenNeeded(manifest, pathname);
  if (!onSessionPage && getSession().status === 'signed-out') await sessionRestored;
  // Loaded beside remotes.json: the page renders in the first frame of the app, not after a loading state.
  await sessionPageLoaded;
  root.render(<App />);
}

void boot();
