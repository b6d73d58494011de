import { createRoot, type Root } from 'react-dom/client';
import { getSession, onSessionChange, restoreSession, watchSession } from 'shared-auth';
import { App } from './App';
import { BootFailure } from './BootFailure';
import { BootLoadingScreen } from './BootLoading';
import { startLayoutSettingsSync } from './customizer/settings-sync';
import { environmentManifestUrl, readRemoteManifest, readTabEnvironment } from './federation/early-remotes';
import { OPENING_PAGE_WAIT_MS, prepareOpeningPage } from './federation/opening-page';
import { settledWithin } from './settled-within';
import { startRemotesWhenNeeded } from './federation/remote-registry';
import { isSessionPath } from './routing/session-paths';
import { preloadPageModule } from './routing/page-modules';
import { sessionPageLoaderFor } from './session/session-page-loaders';
import { STATIC_COPY_ATTRIBUTE } from './session/static-copy-form';
import { loadShell } from './shell/shell-loader';
import { preloadEnvironmentBar } from './system/EnvironmentBarSlot';

/** The longest the first render waits for the environment bar's code (see preloadEnvironmentBar). */
const ENVIRONMENT_BAR_WAIT_MS = 250;

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const { pathname } = window.location;
  const onSessionPage = isSessionPath(pathname);
  // The page's HTML holds a static copy drawn at build time (the sign-in form, else the loading screen), kept until
  // the app replaces it; a dev build's index.html has none, and the app draws the same loading screen.
  const showsStaticCopy = container.querySelector(`[${STATIC_COPY_ATTRIBUTE}]`) !== null;
  if (!showsStaticCopy) root.render(<BootLoadingScreen />);
  startLayoutSettingsSync();

  // The session pages need no remote and no answer from the server: drawn as soon as the host can; a session
  // that turns out to be open moves the sign-in page on by itself. Its code starts loading now, beside the rest.
  const sessionPage = sessionPageLoaderFor(pathname);
  const sessionPageLoaded = sessionPage ? preloadPageModule(sessionPage) : Promise.resolve();

  // A stored profile shows at once; without one, an app page waits for the server's answer so a live session
  // is not sent to the sign-in page.
  const sessionRestored = restoreSession();
  watchSession();

  const manifestLoaded = readRemoteManifest(environmentManifestUrl());
  // Where the environment shows a bar (staging), it is drawn with the first page, not pushed in above it a moment
  // later (moving a form under the pointer); a slow remotes.json holds the page back for ENVIRONMENT_BAR_WAIT_MS
  // at most.
  const environmentBarReady = preloadEnvironmentBar(readTabEnvironment(environmentManifestUrl()));
  if (onSessionPage) {
    // The session pages need no remote: drawn without waiting for the manifest. If it cannot be read, the failure
    // shows once somebody signs in, when the app pages would need it, and not over a form being filled in.
    await sessionPageLoaded;
    await settledWithin(environmentBarReady, ENVIRONMENT_BAR_WAIT_MS);
    root.render(<App />);
    // The frame a signed-in user goes on to, fetched once the browser is idle: it does not delay the form.
    whenIdle(() => void preloadPageModule(loadShell));
    manifestLoaded.then(
      (manifest) => startRemotesWhenNeeded(manifest, pathname),
      (error: unknown) => showFailureAtSignIn(root, error),
    );
    return;
  }

  const shellLoaded = preloadPageModule(loadShell);
  let manifest;
  try {
    manifest = await manifestLoaded;
  } catch (error) {
    root.render(<BootFailure message={messageOf(error)} />);
    return;
  }
  startRemotesWhenNeeded(manifest, pathname);
  if (getSession().status === 'signed-out') await sessionRestored;
  // Drawn with its frame at once, not a loading screen first (a failed load shows once rendered).
  await shellLoaded;
  // And with the page's code and first data when they come within the wait (see opening-page.ts).
  if (getSession().status === 'signed-in')
    await settledWithin(prepareOpeningPage(manifest, window.location), OPENING_PAGE_WAIT_MS);
  await settledWithin(environmentBarReady, ENVIRONMENT_BAR_WAIT_MS);
  root.render(<App />);
}

/** Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback: a timer). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function showFailureAtSignIn(root: Root, error: unknown): void {
  const show = () => {
    if (getSession().status !== 'signed-in') return false;
    root.render(<BootFailure message={messageOf(error)} />);
    return true;
  };
  if (show()) return;
  const stop = onSessionChange(() => {
    if (show()) stop();
  });
}

void boot();
