// The environment's manifest (`remotes.json`, served beside the host): which remotes exist, which version of each
// this environment runs (or where its mf-manifest.json lives), which URL prefixes each one owns, and whether a
// tester may try another version. Nothing about a remote's URL is built into the host, so rolling a remote
// forward or back is a change of this file alone.
//
//   { "environment": "production", "releases": "https://cdn.example/releases/",
//     "overrides": { "allowed": false },
//     "remotes": { "remote_apps": { "release": "remote-apps", "version": "1.1.0", "title": "Apps", "basePaths": ["/todo"] } } }
//
// Imports nothing shared: the entry (index.ts) reads it before federation has set up the singletons.

export interface RemoteManifestEntry {
  /** Federation name, a JS identifier: remote_projects, remote_apps, remote_template_kits. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The version this environment runs; shown when the remote is unavailable and on the status page. */
  version?: string;
  /** The remote's folder in the releases store (`<releases>/<release>/<version>/mf-manifest.json`). */
  release?: string;
  /** Human name for menus and the unavailable panel. */
  title: string;
  /**
   * The URL prefixes the remote owns. While its route module is loading or unavailable, paths under them show a
   * loading or "unavailable, retry" panel instead of the 404 page; once loaded, its routes must lie under them.
   */
  basePaths: string[];
  /** Set when a tester's override replaced this environment's own version for this tab: what it pins. */
  pinned?: { version?: string; entry: string };
  /**
   * Set on a tester's override: its code may come from the environment's allow-list. Without it, a remote's code
   * may come only from the origin of its own mf-manifest.json (code-origins.ts).
   */
  codeOrigins?: CodeOrigins;
}

/** The origins a remote's code may be served from, and what they are called in a refusal. */
export interface CodeOrigins {
  allowed: string[];
  /** Ends "its code is served from <origin>, which is not …": "on staging's allow-list". */
  described: string;
}

export interface OverridePolicy {
  allowed: boolean;
  /** The origins override entries (and the releases store they name) may come from. */
  origins: string[];
  /** Per remote, the semver range of versions a tester may pick; a remote not listed takes any published one. */
  versions: Record<string, string>;
}

export interface EnvironmentManifest {
  /** production, staging, development… */
  environment: string;
  /** The releases store's base URL, when the remotes are pinned by version. */
  releases?: string;
  /** Whether a tester may load another version of a remote in this environment, from where, and which ones. */
  overrides: OverridePolicy;
  remotes: RemoteManifestEntry[];
  /**
   * The backend's Frappe site name, when the page is not served on the site's own hostname: its realtime server
   * has one namespace per site.
   */
  site?: string;
}

/** The manifest cannot be used at all; the message names the field at fault. */
export class EnvironmentManifestError extends Error {
  override name = 'EnvironmentManifestError';
}

/** Whether an app path lies under one of a remote's base paths (`/todo` owns `/todo` and `/todo/list`). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The remote that owns `pathname` (the boot, the registry and the router all ask here), if one does. */
export function remoteOwning<Entry extends Pick<RemoteManifestEntry, 'basePaths'>>(
  remotes: readonly Entry[],
  pathname: string,
): Entry | undefined {
  return remotes.find((entry) => entry.basePaths.some((prefix) => isUnderPrefix(pathname, prefix)));
}

const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;
const RELEASE_FOLDER = /^[a-z0-9][a-z0-9-]*$/;
/** A release version: semver's major.minor.patch with an optional pre-release (`1.2.0`, `2.0.0-rc.1`). */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAppPathPrefix(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length > 1;
}

/** An absolute http(s) URL for `value` read against `baseUrl`, or null. */
function httpUrl(value: unknown, baseUrl: string): URL | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A directory URL (ending in `/`), so a release path resolves below it rather than beside it. */
const asDirectory = (url: URL) => (url.href.endsWith('/') ? url.href : `${url.href}/`);

/** The URL of a release's mf-manifest.json in the store at `releases`. */
export function releaseEntryUrl(releases: string, release: string, version: string): string {
  return new URL(`${release}/${version}/mf-manifest.json`, releases).toString();
}

function parseRemote(
  name: string,
  raw: unknown,
  baseUrl: string,
  releases: string | undefined,
): RemoteManifestEntry | string {
  if (!REMOTE_NAME.test(name)) return `"${name}" is not a valid remote name`;
  const value = isObject(raw) ? raw : {};
  const version = typeof value.version === 'string' ? value.version : undefined;
  const release = typeof value.release === 'string' ? value.release : undefined;
  let entry: string;
  if (value.entry !== undefined) {
    const url = httpUrl(value.entry, baseUrl);
    if (!url) return `remotes.${name}.entry must be the http(s) URL of its mf-manifest.json`;
    entry = url.toString();
  } else if (release !== undefined || version !== undefined) {
    if (!releases) return `remotes.${name} is pinned to a release, but the manifest names no "releases" store`;
    if (!release || !RELEASE_FOLDER.test(release))
      return `remotes.${name}.release must be its folder in the releases store (e.g. "remote-apps")`;
    if (!version || !RELEASE_VERSION.test(version))
      return `remotes.${name}.version must be a release version such as "1.2.0"`;
    entry = releaseEntryUrl(releases, release, version);
  } else {
    return `remotes.${name} needs an "entry", or a "release" and "version" in the releases store`;
  }
  const basePaths = Array.isArray(value.basePaths) ? value.basePaths.filter(isAppPathPrefix) : [];
  return {
    name,
    entry,
    version,
    ...(release ? { release } : {}),
    title: typeof value.title === 'string' && value.title ? value.title : name,
    basePaths: basePaths.map((prefix) => prefix.replace(/\/+$/, '')),
  };
}

function parseVersionRanges(raw: unknown): Record<string, string> {
  if (raw === undefined) return {};
  if (!isObject(raw) || !Object.values(raw).every((range) => typeof range === 'string' && range.trim() !== ''))
    throw new EnvironmentManifestError(
      'remotes.json: "overrides.versions" must map remote names to version ranges (e.g. { "remote_apps": ">=1.0.0 <2" })',
    );
  return raw as Record<string, string>;
}

const NO_OVERRIDES: OverridePolicy = { allowed: false, origins: [], versions: {} };

function parseOverrides(raw: unknown, environment: string, baseUrl: string): OverridePolicy {
  if (raw === undefined) return NO_OVERRIDES;
  if (!isObject(raw) || typeof raw.allowed !== 'boolean')
    throw new EnvironmentManifestError('remotes.json: "overrides.allowed" must be true or false');
  if (raw.allowed && environment === 'production')
    throw new EnvironmentManifestError('remotes.json: "overrides.allowed" cannot be true in production');
  const origins = raw.origins ?? [];
  if (!Array.isArray(origins))
    throw new EnvironmentManifestError('remotes.json: "overrides.origins" must be a list of http(s) origins');
  return {
    allowed: raw.allowed,
    versions: parseVersionRanges(raw.versions),
    origins: origins.map((origin, index) => {
      const url = httpUrl(origin, baseUrl);
      if (!url || url.href !== `${url.origin}/`)
        throw new EnvironmentManifestError(`remotes.json: "overrides.origins[${index}]" is not an http(s) origin`);
      return url.origin;
    }),
  };
}

/** A Frappe site's name: a hostname. */
const SITE_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * Reads an environment manifest. A manifest that cannot be used at all throws, naming the field; a malformed
 * remote is left out (and the problem reported) so the other remotes still work.
 */
export function parseEnvironmentManifest(
  json: unknown,
  baseUrl: string,
): { manifest: EnvironmentManifest; problems: string[] } {
  if (!isObject(json)) throw new EnvironmentManifestError('remotes.json must be an object');
  if (!isObject(json.remotes))
    throw new EnvironmentManifestError('remotes.json: "remotes" must be an object keyed by remote name');
  if (typeof json.environment !== 'string' || json.environment.trim() === '')
    throw new EnvironmentManifestError('remotes.json: "environment" must name the environment (e.g. "production")');
  const environment = json.environment;

  let releases: string | undefined;
  if (json.releases !== undefined) {
    const url = httpUrl(json.releases, baseUrl);
    if (!url)
      throw new EnvironmentManifestError('remotes.json: "releases" must be the http(s) URL of the releases store');
    releases = asDirectory(url);
  }
  const overrides = parseOverrides(json.overrides, environment, baseUrl);
  if (json.site !== undefined && (typeof json.site !== 'string' || !SITE_NAME.test(json.site)))
    throw new EnvironmentManifestError('remotes.json: "site" must be the Frappe site\'s name (e.g. "erp.example.com")');
  const site = json.site as string | undefined;

  const problems: string[] = [];
  const remotes: RemoteManifestEntry[] = [];
  for (const [name, raw] of Object.entries(json.remotes)) {
    const parsed = parseRemote(name, raw, baseUrl, releases);
    if (typeof parsed === 'string') problems.push(parsed);
    else remotes.push(parsed);
  }
  return {
    manifest: { environment, ...(releases ? { releases } : {}), overrides, remotes, ...(site ? { site } : {}) },
    problems,
  };
}

export async function fetchEnvironmentManifest(url: string): Promise<EnvironmentManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote manifest ${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new EnvironmentManifestError(`remotes.json (${url}) is not valid JSON`);
  }
  const { manifest, problems } = parseEnvironmentManifest(json, url);
  for (const problem of problems) console.error(`[remotes.json] ${problem}`);
  return manifest;
}
