// The environment's remotes: registered with the federation runtime, each one's pages read from the routes.json
// it publishes (its code loads only when one of its pages opens). A remote that cannot be reached is marked
// unavailable; `retryRemote` tries again without a page reload. Nothing is fetched while nobody is signed in.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { getSession, onSessionChange } from 'shared-auth';
import type { RouteModuleV2 } from 'shared-ui';
import { forgetRouteModuleCode, loadRouteModuleCode, remotePageLoader, remoteSectionLoader } from './remote-code';
import type { RemoteManifestEntry } from './remote-manifest';
import { registerFederationPlugins } from './plugins';
import { registerRelease } from './remote-registration';
import { fetchRouteDeclarations } from './route-declarations';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  entry: RemoteManifestEntry;
  status: RemoteStatus;
  routeModule?: RouteModuleV2;
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
async function resolveRouteModule(entry: RemoteManifestEntry): Promise<RouteModuleV2> {
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

async function loadRouteModule(entry: RemoteManifestEntry): Promise<void> {
  update(entry.name, { status: 'loading', error: undefined });
  try {
    update(entry.name, { status: 'ready', routeModule: await resolveRouteModule(entry) });
  } catch (error) {
    update(entry.name, { status: 'unavailable', error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Settles with the remote's state once its pages are read (ready) or could not be (unavailable): the opening
 * page then takes the loader the router will use.
 */
export function remoteSettled(name: string): Promise<RemoteState | undefined> {
  const settled = () => getRemotes().find((state) => state.entry.name === name && state.status !== 'loading');
  return new Promise((resolve) => {
    const now = settled();
    if (now || !getRemotes().some((state) => state.entry.name === name)) return resolve(now);
    const stop = store.sub(remotesAtom, () => {
      const state = settled();
      if (!state) return;
      stop();
      resolve(state);
    });
  });
}

/** Registers every remote and starts reading their pages (in parallel; the shell does not wait). */
export function startRemotes(entries: RemoteManifestEntry[]): Promise<void> {
  registerFederationPlugins();
  store.set(
    remotesAtom,
    entries.map((entry) => ({ entry, status: 'loading' })),
  );
  store.set(remotesKnownAtom, true);
  // The opening page's remote may be registered already (route-module-preload.ts).
  for (const entry of entries) registerRelease(entry);
  return Promise.all(entries.map((entry) => loadRouteModule(entry))).then(() => undefined);
}

/** Forgets the failed load (force re-registration clears the runtime's caches) and loads the remote again. */
export function retryRemote(name: string): Promise<void> {
  const state = getRemotes().find((candidate) => candidate.entry.name === name);
  if (!state) return Promise.resolve();
  registerRelease(state.entry, true);
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
  registerRelease(entry, true);
  forgetRouteModuleCode(entry.name);
  return loadRouteModule(entry);
}

/**
 * Shows the remotes as loading at once (their paths wait rather than 404) and starts them at once, or, `atSignIn`,
 * once somebody is signed in (a session page fetches nothing from any remote). Returns the function that stops
 * waiting for a sign-in.
 */
export function startRemotesWhenNeeded(entries: RemoteManifestEntry[], atSignIn: boolean): () => void {
  store.set(
    remotesAtom,
    entries.map((entry) => ({ entry, status: 'loading' })),
  );
  store.set(remotesKnownAtom, true);
  let started = false;
  const start = () => {
    if (started || (atSignIn && getSession().status !== 'signed-in')) return;
    started = true;
    stop();
    void startRemotes(entries);
  };
  const stop = onSessionChange(start);
  start();
  return stop;
}
