// The environment's remotes: registered with the federation runtime, each one's pages read from the routes.json
// it publishes (its code loads only when one of its pages opens). A remote that cannot be reached is marked
// unavailable; `retryRemote` tries again without a page reload. Nothing is fetched while nobody is signed in.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getSession, onSessionChange } from 'shared-auth';
import { matchPath } from 'shared-ui';
import { isSessionPath } from '../routing/session-paths';
import { preloadPageModule } from '../routing/page-modules';
import { toRouteModuleV2, type AnyRouteModule } from '../routing/route-module-versions';
import { forgetRouteModuleCode, loadRouteModuleCode, remotePageLoader, remoteSectionLoader } from './remote-code';
import { isUnderPrefix, type RemoteManifestEntry } from './remote-manifest';
import { REMOTE_LOAD_ERROR_EVENT, type RemoteLoadErrorDetail } from './remote-load-events';
import { fetchRouteDeclarations } from './route-declarations';
import { registerNewRemotes } from './early-remotes';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  entry: RemoteManifestEntry;
  status: RemoteStatus;
  routeModule?: AnyRouteModule;
  error?: string;
}

export const remotesAtom = atom<RemoteState[]>([]);
/** False until the environment's manifest has been read: the remotes' paths are not known yet, not missing. */
export const remotesKnownAtom = atom(false);
const store = getDefaultStore();

function update(name: string, change: Partial<RemoteState>): void {
  store.set(remotesAtom, (states) =>
    states.map((state) => (state.entry.name === name ? { ...state, ...change } : state)),
  );
}

export function useRemotes(): RemoteState[] {
  return useAtomValue(remotesAtom);
}

export function useRemotesKnown(): boolean {
  return useAtomValue(remotesKnownAtom);
}

export function getRemotes(): RemoteState[] {
  return store.get(remotesAtom);
}

/** The remote's pages: its published declarations with loaders that fetch its code on first use, else its code. */
async function resolveRouteModule(entry: RemoteManifestEntry): Promise<AnyRouteModule> {
  const declarations = await fetchRouteDeclarations(entry);
  if (!declarations) return loadRouteModuleCode(entry);
  return {
    ...declarations,
    pages: declarations.pages.map((page) => ({ ...page, load: remotePageLoader(entry, page.path) })),
    sections: (declarations.sections ?? []).map((section) => ({
      ...section,
      load: remoteSectionLoader(entry, section.id),
    })),
  };
}

/** The page `pathname` opens among the module's, if any: its code starts loading before the page renders. */
function preloadPageAt(module: AnyRouteModule, pathname: string): void {
  const page = toRouteModuleV2(module).module.pages.find(
    (candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null,
  );
  // A failure shows when the page itself renders.
  if (page) void preloadPageModule(page.load);
}

async function loadRouteModule(entry: RemoteManifestEntry, openingPath?: string): Promise<void> {
  update(entry.name, { status: 'loading', error: undefined });
  try {
    const routeModule = await resolveRouteModule(entry);
    if (openingPath && entry.basePaths.some((prefix) => isUnderPrefix(openingPath, prefix)))
      preloadPageAt(routeModule, openingPath);
    update(entry.name, { status: 'ready', routeModule });
  } catch (error) {
    update(entry.name, { status: 'unavailable', error: error instanceof Error ? error.message : String(error) });
  }
}

let listening = false;

/**
 * Registers every remote and starts loading their route modules (in parallel; the shell does not wait). The page
 * at `openingPath`, if one of theirs, starts loading as soon as its remote's routes are known.
 */
export function startRemotes(entries: RemoteManifestEntry[], openingPath?: string): Promise<void> {
  if (!listening) {
    listening = true;
    // Failures the runtime reports from anywhere (not only from our own loads) are logged for diagnosis.
    window.addEventListener(REMOTE_LOAD_ERROR_EVENT, (event) => {
      const detail = (event as CustomEvent<RemoteLoadErrorDetail>).detail;
      console.warn(`[federation] ${detail.id} failed at ${detail.lifecycle}: ${detail.message}`);
    });
  }
  store.set(
    remotesAtom,
    entries.map((entry) => ({ entry, status: 'loading' })),
  );
  store.set(remotesKnownAtom, true);
  registerNewRemotes(entries);
  return Promise.all(entries.map((entry) => loadRouteModule(entry, openingPath))).then(() => undefined);
}

/** Forgets the failed load (force re-registration clears the runtime's caches) and loads the remote again. */
export function retryRemote(name: string): Promise<void> {
  const state = getRemotes().find((candidate) => candidate.entry.name === name);
  if (!state) return Promise.resolve();
  registerRemotes([{ name, entry: state.entry.entry }], { force: true });
  forgetRouteModuleCode(name);
  return loadRouteModule(state.entry);
}

/**
 * Moves a remote to another release (a tester's override, or back to the pinned one) before its code has run:
 * its pages are read again from there, and its code will load from there on the next navigation into it.
 */
export function switchRemote(entry: RemoteManifestEntry): Promise<void> {
  if (!getRemotes().some((state) => state.entry.name === entry.name)) return Promise.resolve();
  update(entry.name, { entry });
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  forgetRouteModuleCode(entry.name);
  return loadRouteModule(entry);
}

/**
 * Shows the remotes as loading at once (their paths wait rather than 404) and starts them when they are needed:
 * at once when the page being opened is an app page (beside the session check, not after it), at sign-in when it
 * is a session page, which fetches nothing from any remote. The remote owning the page being opened also starts
 * loading its code at once, beside its routes.json, rather than after it. Returns the function that stops
 * waiting for a sign-in.
 */
export function startRemotesWhenNeeded(entries: RemoteManifestEntry[], pathname: string): () => void {
  const onSessionPage = isSessionPath(pathname);
  store.set(
    remotesAtom,
    entries.map((entry) => ({ entry, status: 'loading' })),
  );
  store.set(remotesKnownAtom, true);
  let started = false;
  const start = () => {
    if (started || (onSessionPage && getSession().status !== 'signed-in')) return;
    started = true;
    stop();
    void startRemotes(entries, pathname);
    const owner = entries.find((entry) => entry.basePaths.some((prefix) => isUnderPrefix(pathname, prefix)));
    // Failures show when the page itself loads.
    if (owner) loadRouteModuleCode(owner).catch(() => undefined);
  };
  const stop = onSessionChange(start);
  start();
  return stop;
}
