// Started by the entry (index.ts) while the host's own code and the shared singletons are still arriving:
// remotes.json is read at once and, on an app page, the remote owning it fetches its mf-manifest.json,
// remoteEntry.js and route module's files, beside the host's code rather than after it. Fetched only, not run:
// a remote initialised before the host's singletons are loaded would bring in its own copies of them (two React
// contexts, two Chakras). Imports nothing shared (the federation runtime is the entry's own).
import { getInstance, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isSessionPath } from '../routing/session-paths';
import { fetchRemoteManifest } from './manifest-fetch';
import { checkRemoteCompatibility, verifyOverrideRelease } from './remote-compatibility';
import {
  fetchEnvironmentManifest,
  isUnderPrefix,
  type EnvironmentManifest,
  type RemoteManifestEntry,
} from './remote-manifest';
import {
  applyOverrideRequests,
  overrideRequestsInUrl,
  readStoredRequests,
  storeRequests,
  withoutOverrideParams,
  type RefusedOverride,
} from './remote-overrides';
import { preloadScripts, routeModuleFiles } from './route-module-preload';

declare const __webpack_public_path__: string;

/** The environment this tab runs: its manifest with the tester's overrides applied, and those refused. */
export interface TabEnvironment {
  manifest: EnvironmentManifest;
  refused: RefusedOverride[];
}

let earlyEnvironment: Promise<TabEnvironment> | undefined;
let environmentRead: TabEnvironment | undefined;

/** Starts this tab's read of its environment, and keeps the answer for tabEnvironmentIfRead. */
function startTabEnvironmentRead(manifestUrl: string): Promise<TabEnvironment> {
  const reading = readTabEnvironmentNow(manifestUrl);
  reading.then(
    (environment) => {
      if (earlyEnvironment === reading) environmentRead = environment;
    },
    () => undefined,
  );
  earlyEnvironment = reading;
  return reading;
}

/** This tab's sessionStorage, if the browser lets the page use it. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * remotes.json with the overrides asked for in the address (then taken out of it) or kept for this tab, each
 * checked against the environment's allow-list and the host before it replaces the pinned version.
 */
async function readTabEnvironmentNow(manifestUrl: string): Promise<TabEnvironment> {
  const manifest = await fetchEnvironmentManifest(manifestUrl);
  const names = manifest.remotes.map((remote) => remote.name);
  const inAddress = overrideRequestsInUrl(window.location.search, names);
  if (Object.keys(inAddress).length > 0)
    window.history.replaceState(window.history.state, '', withoutOverrideParams(window.location.href, names));
  const storage = tabStorage();
  const requests = { ...readStoredRequests(storage), ...inAddress };
  if (Object.keys(requests).length === 0) return { manifest, refused: [] };
  const applied = await applyOverrideRequests(manifest, requests, verifyOverrideRelease);
  // Only what was taken is kept for the tab: a refused request is not tried again on every page.
  const taken = applied.manifest.remotes.filter((remote) => remote.pinned).map((remote) => remote.name);
  if (storage) storeRequests(storage, Object.fromEntries(taken.map((name) => [name, requests[name]!])));
  return applied;
}

/** remotes.json sits beside the host's own files, wherever they are served from. */
export function environmentManifestUrl(): string {
  return new URL('remotes.json', __webpack_public_path__ || window.location.origin).toString();
}

/** Registers the remotes the runtime does not know yet; one registered early is not registered twice. */
export function registerNewRemotes(entries: RemoteManifestEntry[]): void {
  const known = new Set(getInstance()?.options.remotes.map((remote) => remote.name));
  const fresh = entries.filter((entry) => !known.has(entry.name));
  if (fresh.length > 0) registerRemotes(fresh.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Reads remotes.json and, unless `pathname` is a session page, its owner's mf-manifest.json; once the manifest
 * passes the check made before any load (remote-compatibility.ts), has the browser download (not run) the owner's
 * entry and route module (route-module-preload.ts). Once `hostShared` has settled (the host's own singletons
 * loaded), registers the owner and, past that check, loads its route module. Registered before, it would take
 * part in the host's choice of singletons: the runtime loads every registered remote's entry to compare
 * versions, and of two equal versions not yet loaded it picks the remote's, so the host would download and run
 * the remote's copies of React and Chakra.
 * @returns settles once the owner's code has been asked for, refused, or there is none to ask for (never rejects)
 */
export function startRemotesEarly(manifestUrl: string, pathname: string, hostShared: Promise<unknown>): Promise<void> {
  const reading = startTabEnvironmentRead(manifestUrl);
  if (isSessionPath(pathname)) return Promise.resolve();
  return reading.then(
    async ({ manifest: { remotes } }) => {
      const owner = remotes.find((entry) => entry.basePaths.some((prefix) => isUnderPrefix(pathname, prefix)));
      if (!owner) return;
      // Nothing of the remote is fetched before this check: its manifest may name code elsewhere. Its answer is
      // kept for the load, which shows a refusal or a failure.
      const allowed = checkRemoteCompatibility(owner);
      const register = () => {
        registerNewRemotes([owner]);
        allowed.then(() => preloadRemote([{ nameOrAlias: owner.name, exposes: ['./routes'] }])).catch(() => undefined);
      };
      void hostShared.then(register, register);
      try {
        await allowed;
        const response = await fetchRemoteManifest(owner.entry);
        if (response.ok) preloadScripts(routeModuleFiles(owner.entry, await response.json(), document.baseURI));
      } catch {
        // The load reads the manifest again, and shows the failure.
      }
    },
    () => undefined,
  );
}

/** This tab's environment: the read the entry started, else a new one (kept for whoever asks next). */
export function readTabEnvironment(manifestUrl: string): Promise<TabEnvironment> {
  return earlyEnvironment ?? startTabEnvironmentRead(manifestUrl);
}

/** This tab's environment if its read has already answered: what a first render can draw at once. */
export function tabEnvironmentIfRead(): TabEnvironment | undefined {
  return environmentRead;
}

/** remotes.json as this tab runs it (with its overrides; see readTabEnvironment). */
export function readEnvironmentManifest(manifestUrl: string): Promise<EnvironmentManifest> {
  return readTabEnvironment(manifestUrl).then(({ manifest }) => manifest);
}

/** The remotes of remotes.json (see readEnvironmentManifest). */
export function readRemoteManifest(manifestUrl: string): Promise<RemoteManifestEntry[]> {
  return readEnvironmentManifest(manifestUrl).then(({ remotes }) => remotes);
}
