// The releases store's index.json (written by `npm run release`): which versions of each remote it holds, for
// the "Remote versions" panel to offer. Shape: { "remotes": { "remote-apps": { "versions": ["1.0.0", "1.1.0"] } } }.
import { RELEASE_VERSION } from '../federation/remote-manifest';

/** Release folder → its published versions, as the store lists them. */
export type ReleaseVersions = Record<string, string[]>;

export function parseReleaseIndex(json: unknown): ReleaseVersions {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('The releases store index lists no remotes');
  const versions: ReleaseVersions = {};
  for (const [release, value] of Object.entries(remotes)) {
    const listed = (value as { versions?: unknown } | null)?.versions;
    versions[release] = Array.isArray(listed)
      ? listed.filter((version): version is string => typeof version === 'string' && RELEASE_VERSION.test(version))
      : [];
  }
  return versions;
}

export async function fetchReleaseVersions(releases: string): Promise<ReleaseVersions> {
  const url = new URL('index.json', releases).toString();
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`The releases store (${url}) answered ${response.status}`);
  return parseReleaseIndex(await response.json());
}
