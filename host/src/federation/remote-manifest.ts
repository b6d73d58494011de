// The environment's remote manifest (`remotes.json`, served beside the host): which remotes exist, where their
// mf-manifest.json lives, and which URL prefixes each one owns. Nothing about a remote's URL is built into the host.

export interface RemoteManifestEntry {
  /** Federation name, a JS identifier: remote_projects, remote_apps, remote_template_kits. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Expected version, shown when the remote is unavailable. */
  version?: string;
  /** Human name for menus and the unavailable panel. */
  title: string;
  /**
   * The URL prefixes the remote owns. While its route module is loading or unavailable, paths under them show a
   * loading or "unavailable, retry" panel instead of the 404 page; once loaded, its routes must lie under them.
   */
  basePaths: string[];
}

/** Whether an app path lies under one of a remote's base paths (`/todo` owns `/todo` and `/todo/list`). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;

function isAppPathPrefix(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length > 1;
}

/** Validates the manifest; a malformed entry is skipped (and reported) rather than breaking the whole app. */
export function parseRemoteManifest(
  json: unknown,
  baseUrl: string,
): { entries: RemoteManifestEntry[]; problems: string[] } {
  const problems: string[] = [];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { entries: [], problems: ['remotes.json must be an object keyed by remote name'] };
  }
  const entries: RemoteManifestEntry[] = [];
  for (const [name, raw] of Object.entries(json as Record<string, unknown>)) {
    if (!REMOTE_NAME.test(name)) {
      problems.push(`"${name}" is not a valid remote name`);
      continue;
    }
    const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof value.entry !== 'string' || value.entry.length === 0) {
      problems.push(`${name}: "entry" must be the URL of its mf-manifest.json`);
      continue;
    }
    const basePaths = Array.isArray(value.basePaths) ? value.basePaths.filter(isAppPathPrefix) : [];
    entries.push({
      name,
      entry: new URL(value.entry, baseUrl).toString(),
      version: typeof value.version === 'string' ? value.version : undefined,
      title: typeof value.title === 'string' && value.title ? value.title : name,
      basePaths: basePaths.map((prefix) => prefix.replace(/\/+$/, '')),
    });
  }
  return { entries, problems };
}

export async function fetchRemoteManifest(url: string): Promise<RemoteManifestEntry[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote manifest ${url} answered ${response.status}`);
  const { entries, problems } = parseRemoteManifest(await response.json(), url);
  for (const problem of problems) console.error(`[remotes.json] ${problem}`);
  return entries;
}
