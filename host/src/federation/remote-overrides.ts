// A tester's choice, for one tab, of another released version of a remote than the environment pins: asked for
// in the address (`?remote_apps=1.1.0`, shareable) or in the "Remote versions" panel, kept in sessionStorage
// (this tab only, gone with it), and allowed only where the environment's manifest allows overrides, for the
// versions and origins it lists. Whatever cannot be loaded is refused with the reason; the pinned version stays.
import { satisfy } from '@module-federation/enhanced/runtime';
import { CodeOriginError } from './code-origins';
import { IncompatibleRemoteError } from './compatibility';
import {
  RELEASE_VERSION,
  releaseEntryUrl,
  type CodeOrigins,
  type EnvironmentManifest,
  type RemoteManifestEntry,
} from './remote-manifest';

export const OVERRIDES_STORAGE_KEY = 'tessera:remote-overrides';

/** Remote name → what the tester asked for: a release version ("1.1.0") or the URL of a release's mf-manifest.json. */
export type OverrideRequests = Record<string, string>;

export interface RefusedOverride {
  remote: string;
  requested: string;
  reason: string;
}

/** Where an allowed override loads from. */
export interface OverrideTarget {
  entry: string;
  version?: string;
  /** Where its code may come from: the same allow-list as its manifest. */
  codeOrigins: CodeOrigins;
}

const MAX_REQUEST_LENGTH = 500;

/** The override parameters of an address: those named after one of the environment's remotes. */
export function overrideRequestsInUrl(search: string, remoteNames: readonly string[]): OverrideRequests {
  const params = new URLSearchParams(search);
  const requests: OverrideRequests = {};
  for (const name of remoteNames) {
    const value = params.get(name)?.trim();
    if (value) requests[name] = value.slice(0, MAX_REQUEST_LENGTH);
  }
  return requests;
}

/** The address without its override parameters (they are kept for the tab once read). */
export function withoutOverrideParams(href: string, remoteNames: readonly string[]): string {
  const url = new URL(href);
  for (const name of remoteNames) url.searchParams.delete(name);
  return url.toString();
}

/** The tab's kept requests; anything unreadable is no request. */
export function readStoredRequests(storage: Pick<Storage, 'getItem'> | undefined): OverrideRequests {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

export function storeRequests(storage: Pick<Storage, 'setItem' | 'removeItem'>, requests: OverrideRequests): void {
  if (Object.keys(requests).length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(requests));
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Where `requested` would load `remote` from under this environment's rules, or why it may not. */
export function resolveOverride(
  manifest: EnvironmentManifest,
  remote: RemoteManifestEntry,
  requested: string,
): OverrideTarget | { refused: string } {
  const { environment, overrides } = manifest;
  const label = `${remote.name} ${requested}`;
  if (!overrides.allowed) return { refused: `${label} was not loaded: ${environment} does not allow overrides` };

  let entry: string;
  let version: string | undefined;
  if (RELEASE_VERSION.test(requested)) {
    if (!manifest.releases || !remote.release)
      return { refused: `${label} was not loaded: ${remote.name} is not served from a releases store here` };
    const range = overrides.versions[remote.name];
    if (range && !satisfy(requested, range))
      return { refused: `${label} was not loaded: ${environment} allows only ${remote.name} ${range}` };
    entry = releaseEntryUrl(manifest.releases, remote.release, requested);
    version = requested;
  } else if (originOf(requested)) {
    if (!new URL(requested).pathname.endsWith('/mf-manifest.json'))
      return { refused: `${label} was not loaded: an override URL must name a release's mf-manifest.json` };
    entry = new URL(requested).toString();
  } else {
    return { refused: `${label} was not loaded: it is neither a release version nor an http(s) URL` };
  }

  const origin = originOf(entry);
  if (!origin || !overrides.origins.includes(origin))
    return { refused: `${label} was not loaded: ${origin ?? 'its origin'} is not on ${environment}'s allow-list` };
  return { entry, version, codeOrigins: { allowed: overrides.origins, described: `on ${environment}'s allow-list` } };
}

/** The remote as overridden: its entry and version replaced, the environment's own kept as `pinned`. */
export function overriddenEntry(remote: RemoteManifestEntry, target: OverrideTarget): RemoteManifestEntry {
  const pinned = remote.pinned ?? { version: remote.version, entry: remote.entry };
  return { ...remote, entry: target.entry, version: target.version, codeOrigins: target.codeOrigins, pinned };
}

/** The remote at its pinned version again. */
export function pinnedEntry(remote: RemoteManifestEntry): RemoteManifestEntry {
  if (!remote.pinned) return remote;
  const { pinned, codeOrigins: _overrides, ...rest } = remote;
  return { ...rest, entry: pinned.entry, version: pinned.version };
}

/** Why `verify` refused a release, in a sentence ending with what stays in use. */
export function refusalOf(remote: RemoteManifestEntry, requested: string, error: unknown): string {
  const kept = remote.version
    ? `${remote.name} ${remote.version} stays in use`
    : `the pinned ${remote.name} stays in use`;
  if (error instanceof IncompatibleRemoteError) return `${error.reason}: refused, ${kept}`;
  const reason =
    error instanceof CodeOriginError ? error.reason : error instanceof Error ? error.message : String(error);
  return `${remote.name} ${requested} was not loaded: ${reason}; ${kept}`;
}

/**
 * The manifest with each allowed request applied, once `verify` (which fetches the release's mf-manifest.json and
 * checks it can run with this host) has accepted it; the refused ones with their reasons.
 */
export async function applyOverrideRequests(
  manifest: EnvironmentManifest,
  requests: OverrideRequests,
  verify: (entry: RemoteManifestEntry) => Promise<void>,
): Promise<{ manifest: EnvironmentManifest; refused: RefusedOverride[] }> {
  const refused: RefusedOverride[] = [];
  const remotes = await Promise.all(
    manifest.remotes.map(async (remote) => {
      const requested = requests[remote.name];
      if (requested === undefined) return remote;
      const target = resolveOverride(manifest, remote, requested);
      if ('refused' in target) {
        refused.push({ remote: remote.name, requested, reason: target.refused });
        return remote;
      }
      const candidate = overriddenEntry(remote, target);
      try {
        await verify(candidate);
        return candidate;
      } catch (error) {
        refused.push({ remote: remote.name, requested, reason: refusalOf(remote, requested, error) });
        return remote;
      }
    }),
  );
  for (const name of Object.keys(requests)) {
    if (!manifest.remotes.some((remote) => remote.name === name))
      refused.push({
        remote: name,
        requested: requests[name]!,
        reason: `${name} is not a remote of ${manifest.environment}`,
      });
  }
  return { manifest: { ...manifest, remotes }, refused };
}
