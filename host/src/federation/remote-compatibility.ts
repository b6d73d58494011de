// The check made before a remote's code is loaded: its mf-manifest.json says which shared singletons it needs
// and in which versions; the host compares them with the ones it provides (see compatibility.ts).
import { getInstance } from '@module-federation/enhanced/runtime';
import {
  describeIncompatibilities,
  incompatibilities,
  IncompatibleRemoteError,
  type SharedNeed,
} from './compatibility';
import type { RemoteManifestEntry } from './remote-manifest';

/** The version of each module this host shares, as its own build provides it. */
export function hostSharedVersions(): Record<string, string> {
  const instance = getInstance();
  const versions: Record<string, string> = {};
  if (!instance) return versions;
  for (const [name, candidates] of Object.entries(instance.options.shared ?? {})) {
    const own = candidates.find((candidate) => candidate.from === instance.options.name) ?? candidates[0];
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

interface FederationManifest {
  shared?: SharedNeed[];
  metaData?: { buildInfo?: { buildVersion?: string } };
}

const checks = new Map<string, Promise<string | undefined>>();

/**
 * Resolves, with the release's own version when its manifest gives one, when the remote may be loaded; rejects with IncompatibleRemoteError when it needs a shared module in a
 * version this host does not provide. A remote given by its remoteEntry.js (no manifest) cannot be checked. One
 * check per entry URL; a failed fetch is forgotten (the load that follows fails and can be retried).
 */
export function checkRemoteCompatibility(entry: RemoteManifestEntry): Promise<string | undefined> {
  if (!new URL(entry.entry).pathname.endsWith('.json')) return Promise.resolve(undefined);
  const known = checks.get(entry.entry);
  if (known) return known;
  const check = fetch(entry.entry, { cache: 'no-cache', credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : null))
    .then((manifest) => {
      // An unreachable manifest is the load's failure to report, not an incompatibility.
      if (!manifest) return undefined;
      const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
      const found = incompatibilities(manifest.shared ?? [], hostSharedVersions());
      if (found.length === 0) return buildVersion;
      throw new IncompatibleRemoteError(describeIncompatibilities(entry.name, buildVersion ?? entry.version, found));
    });
  checks.set(entry.entry, check);
  check.catch((error: unknown) => {
    if (!(error instanceof IncompatibleRemoteError)) checks.delete(entry.entry);
  });
  return check;
}
