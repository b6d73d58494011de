// Started by the entry (index.ts) while the host's own code and the shared singletons are still arriving:
// remotes.json is read at once and, on an app page, the remote owning it fetches its mf-manifest.json,
// remoteEntry.js and route module's files, beside the host's code rather than after it. Fetched only, not run:
// a remote initialised before the host's singletons are loaded would bring in its own copies of them (two React
// contexts, two Chakras). Imports nothing shared (the federation runtime is the entry's own).
import { getInstance, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isSessionPath } from '../routing/session-paths';
import { checkRemoteCompatibility } from './remote-compatibility';
import {
  fetchEnvironmentManifest,
  isUnderPrefix,
  type EnvironmentManifest,
  type RemoteManifestEntry,
} from './remote-manifest';

declare const __webpack_public_path__: string;

let earlyManifest: Promise<EnvironmentManifest> | undefined;

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

/** Reads remotes.json and, unless `pathname` is a session page, starts fetching its owner's route module. */
export function startRemotesEarly(manifestUrl: string, pathname: string): void {
  earlyManifest = fetchEnvironmentManifest(manifestUrl);
  if (isSessionPath(pathname)) return;
  earlyManifest.then(
    ({ remotes }) => {
      const owner = remotes.find((entry) => entry.basePaths.some((prefix) => isUnderPrefix(pathname, prefix)));
      if (!owner) return;
      registerNewRemotes([owner]);
      // A failure shows when the page loads it (the registry marks the remote unavailable, with Retry).
      preloadRemote([{ nameOrAlias: owner.name, exposes: ['./routes'] }]).catch(() => undefined);
      // Its answer is kept for the load, which waits for it before running any of the remote's code.
      checkRemoteCompatibility(owner).catch(() => undefined);
    },
    () => undefined,
  );
}

/** remotes.json: the read the entry started, else a new one (kept for whoever asks next). */
export function readEnvironmentManifest(manifestUrl: string): Promise<EnvironmentManifest> {
  earlyManifest ??= fetchEnvironmentManifest(manifestUrl);
  return earlyManifest;
}

/** The remotes of remotes.json (see readEnvironmentManifest). */
export function readRemoteManifest(manifestUrl: string): Promise<RemoteManifestEntry[]> {
  return readEnvironmentManifest(manifestUrl).then(({ remotes }) => remotes);
}
