// The check made before a remote's code is loaded: its mf-manifest.json says where its code is served from,
// which must be an origin the remote may use (code-origins.ts), and which shared singletons it needs in which
// versions, which the host compares with the ones it provides (compatibility.ts).
import { getInstance } from '@module-federation/enhanced/runtime';
import { CodeOriginError, codeOriginRefusal, codeOriginsOf } from './code-origins';
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

/** A verdict on the release itself (kept for its URL), as opposed to a failure to read it. */
export function isRefusedRelease(error: unknown): error is IncompatibleRemoteError | CodeOriginError {
  return error instanceof IncompatibleRemoteError || error instanceof CodeOriginError;
}

/** What the check needs to know of a remote: its manifest's URL and the origins its code may come from. */
export type ReleaseToCheck = Pick<RemoteManifestEntry, 'name' | 'entry' | 'version' | 'codeOrigins'>;

/**
 * The release's version when it may be loaded into this page; throws CodeOriginError when its code would come
 * from an origin it may not use, IncompatibleRemoteError when it cannot run with this host.
 */
function decide(entry: ReleaseToCheck, manifest: FederationManifest): string | undefined {
  const refusal = codeOriginRefusal(entry.entry, manifest, codeOriginsOf(entry), document.baseURI);
  if (refusal) throw new CodeOriginError(refusal);
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  const found = incompatibilities(manifest.shared ?? [], hostSharedVersions());
  if (found.length === 0) return buildVersion;
  throw new IncompatibleRemoteError(describeIncompatibilities(entry.name, buildVersion ?? entry.version, found));
}

/**
 * Resolves, with the release's own version when its manifest gives one, when the remote may be loaded; rejects
 * with CodeOriginError or IncompatibleRemoteError (see decide). A remote given by its remoteEntry.js (no
 * manifest) is where remotes.json says. One check per entry URL; a failed fetch is forgotten (the load that
 * follows fails and can be retried).
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
    if (!isRefusedRelease(error)) checks.delete(entry.entry);
  });
  return check;
}

/**
 * The check of the mf-manifest.json the federation runtime has just read for `entry`, before it loads anything
 * that manifest names (plugins/check-release.ts). Its verdict is kept for the entry URL, as a fetched one is.
 */
export function checkReadManifest(entry: ReleaseToCheck, manifest: unknown): Promise<string | undefined> {
  const check = new Promise<string | undefined>((resolve) => resolve(decide(entry, manifest as FederationManifest)));
  check.catch(() => undefined);
  checks.set(entry.entry, check);
  return check;
}

/**
 * Before an override is taken: its release must exist, serve its code from the allow-list and be able to run
 * with this host, else it is refused (with the reason) and the pinned version stays. The answer also serves the
 * load's own check.
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
