import { createRoot, type Root } from 'react-dom/client';
import {
  configureRealtime,
  getSession,
  loadSiteTimeZone,
  onSessionChange,
  onSiteTimeZone,
  restoreSession,
  startQueryPersistence,
  watchSession,
} from 'shared-auth';
import { setSiteTimeZone } from 'shared-ui';
import { App } from './App';
import { BootFailure } from './BootFailure';
import { BootLoadingScreen } from './BootLoading';
import { startLayoutSettingsSync } from './customizer/settings-sync';
import type { OpeningPlan } from './federation/opening-plan';
import { prepareOpeningPage } from './federation/opening-page';
import { startSavingPictures } from './last-screen/save-picture';
import { startRemotesWhenNeeded } from './federation/remote-registry';
import { setTabEnvironment } from './federation/tab-environment-state';
import { preloadPageModule, type StartedPageModule } from './routing/page-modules';
import { STATIC_COPY_ATTRIBUTE } from './session/static-copy-form';
import { loadShell } from './shell/shell-loader';
import { dataRelease } from './system/data-release';
import { EnvironmentBar } from './system/EnvironmentBarSlot';

/**
 * Draws the app as the entry's opening plan says (see opening-plan.ts): the plan's first screen, once what it
 * waits for is in. `started` holds the host chunks the entry has already asked for.
 */
export async function boot(
  plan: OpeningPlan,
  started: { sessionPage?: StartedPageModule; shell?: StartedPageModule },
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // The page's HTML holds a static copy drawn at build time (the sign-in form, else the loading screen, or in its
  // place a picture of the user's last screen: last-screen/), kept until the app replaces it; a dev build's
  // index.html has none, and the app draws the same loading screen.
  const showsStaticCopy = container.querySelector(`[${STATIC_COPY_ATTRIBUTE}]`) !== null;
  if (!showsStaticCopy) root.render(<BootLoadingScreen />);
  startLayoutSettingsSync();

  const sessionPageLoaded = started.sessionPage
    ? preloadPageModule(started.sessionPage.load, started.sessionPage.loading)
    : Promise.resolve();
  const shellLoaded = started.shell ? preloadPageModule(started.shell.load, started.shell.loading) : Promise.resolve();
  // Frappe's datetimes are read in the site's time zone; an app page is drawn once it is known (the entry has
  // asked already), so a stored profile's page shows no datetime read in the wrong zone.
  onSiteTimeZone(setSiteTimeZone);
  const siteTimeZoneKnown = loadSiteTimeZone();
  // A stored profile shows at once; without one, an app page waits for the server's answer so a live session
  // is not sent to the sign-in page.
  const sessionRestored = restoreSession();
  watchSession();
  // The screen a signed-in user leaves is kept, to be drawn at their next visit before the app has started.
  startSavingPictures(window);
  // What this user saw last time (an IndexedDB read of a few ms), shown at once and asked for again.
  const lastSeenDataShown =
    'manifest' in plan.environment ? startQueryPersistence(dataRelease(plan.environment)) : Promise.resolve(false);
  // Where the environment shows a bar (staging), it is drawn with the first page, not pushed in above it a
  // moment later (moving a form under the pointer).
  const environmentBarLoaded = plan.preload.environmentBar ? EnvironmentBar.preload() : Promise.resolve();
  const { environment } = plan;
  if ('manifest' in environment) {
    setTabEnvironment(environment);
    configureRealtime({ site: environment.manifest.site });
  }

  if (plan.firstDraw === 'session-page') {
    // The session pages need no remote and no answer from the server: drawn as soon as their code is in; a
    // session that turns out to be open moves the sign-in page on by itself.
    await Promise.all([sessionPageLoaded, environmentBarLoaded]);
    root.render(<App />);
    // The frame a signed-in user goes on to, fetched once the browser is idle: it does not delay the form.
    whenIdle(() => void preloadPageModule(loadShell));
    // A manifest that cannot be read shows its failure once somebody signs in, when the app pages would need
    // it, and not over a form being filled in.
    if ('manifest' in environment) startRemotesWhenNeeded(environment.manifest.remotes, plan.remotesAtSignIn);
    else showFailureAtSignIn(root, environment.error);
    return;
  }
  if (!('manifest' in environment)) {
    root.render(<BootFailure message={environment.error} />);
    return;
  }

  startRemotesWhenNeeded(environment.manifest.remotes, plan.remotesAtSignIn);
  const openingPage = plan.firstDraw === 'page' ? prepareOpeningPage(plan, sessionRestored, lastSeenDataShown) : null;
  if (getSession().status === 'signed-out') await sessionRestored;
  // Drawn with its frame at once, not a loading screen first (a failed load shows once rendered).
  await shellLoaded;
  // And with the page's code and first data (see opening-page.ts), for the user the server confirmed, or with the
  // page's code only when the data they saw last time is drawn (the server's fresh answer replaces it).
  const lastSeenData = await lastSeenDataShown;
  if (openingPage && (getSession().status === 'signed-in' || lastSeenData)) await openingPage;
  await Promise.all([environmentBarLoaded, siteTimeZoneKnown]);
  root.render(<App />);
}

/** Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback: a timer). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function showFailureAtSignIn(root: Root, message: string): void {
  const show = () => {
    if (getSession().status !== 'signed-in') return false;
    root.render(<BootFailure message={message} />);
    return true;
  };
  if (show()) return;
  const stop = onSessionChange(() => {
    if (show()) stop();
  });
}
