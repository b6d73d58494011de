// The check made before a remote's code is loaded: its mf-manifest.json says which shared singletons it needs
// and in which versions; the host compares them with the ones it provides (see compatibility.ts).
import { getInstance } from '@module-federation/enhanced/runtime';
import {
  describeIncompatibilities,
  incompatibilities,
  IncompatibleRemoteError,
  type SharedNeed,
} from './compatibility';
import { fetchRemoteManifest } from './manifest-fetch';
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

/** The release's version when it can run with this host; throws IncompatibleRemoteError when it cannot. */
function decide(entry: RemoteManifestEntry, manifest: FederationManifest): string | undefined {
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  const found = incompatibilities(manifest.shared ?? [], hostSharedVersions());
  if (found.length === 0) return buildVersion;
  throw new IncompatibleRemoteError(describeIncompatibilities(entry.name, buildVersion ?? entry.version, found));
}

/**
 * Resolves, with the release's own version when its manifest gives one, when the remote may be loaded; rejects with IncompatibleRemoteError when it needs a shared module in a
 * version this host does not provide. A remote given by its remoteEntry.js (no manifest) cannot be checked. One
 * check per entry URL; a failed fetch is forgotten (the load that follows fails and can be retried).
 */
export function checkRemoteCompatibility(entry: RemoteManifestEntry): Promise<string | undefined> {
  if (!new URL(entry.entry).pathname.endsWith('.json')) return Promise.resolve(undefined);
  const known = checks.get(entry.entry);
  if (known) return known;
  const check = fetchRemoteManifest(entry.entry)
    .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : null))
    // An unreachable manifest is the load's failure to report, not an incompatibility.
    .then((manifest) => (manifest ? decide(entry, manifest) : undefined));
  checks.set(entry.entry, check);
  check.catch((error: unknown) => {
    if (!(error instanceof IncompatibleRemoteError)) checks.delete(entry.entry);
  });
  return check;
}

/**
 * Before an override is taken: its release must exist and be able to run with this host, else it is refused
 * (with the reason) and the pinned version stays. The answer also serves the load's own check.
 */
export async function verifyOverrideRelease(entry: RemoteManifestEntry): Promise<void> {
  let response: Response;
  try {
    response = await fetchRemoteManifest(entry.entry);
  } catch {
    throw new Error(`its release at ${entry.entry} could not be reached`);
  }
  if (!response.ok) throw new Error(`it is not in the releases store (${entry.entry} answered ${response.status})`);
  let manifest: FederationManifest;
  try {
    manifest = (await response.json()) as FederationManifest;
  } catch {
    throw new Error(`its mf-manifest.json is not valid JSON`);
  }
  const check = Promise.resolve().then(() => decide(entry, manifest));
  checks.set(entry.entry, check);
  await check;
}
