// Where a remote's code would come from, read from its mf-manifest.json as the federation runtime reads it, and
// whether that is allowed: one decision, for a pinned remote and for a tester's override alike, made before the
// runtime is given the remote. The runtime fetches the entry at publicPath + remoteEntry's path and name, and
// preloads each exposed module's files at publicPath + file, joined as strings and resolved by the browser
// against the page (a publicPath of "auto" or "" is the manifest's own folder). So every one of those URLs is
// checked, not publicPath alone. The entry loads its own chunks beside itself.
import type { CodeOrigins, RemoteManifestEntry } from './remote-manifest';

/** A release whose code would come from an origin it may not use: refused, and the pinned version stays. */
export class CodeOriginError extends Error {
  override name = 'CodeOriginError';
  /** The sentence shown: the federation runtime prefixes the message of an error thrown inside its load. */
  constructor(readonly reason: string) {
    super(reason);
  }
}

interface FileUrls {
  sync: string[];
  async: string[];
}

/** The addresses the runtime would fetch a remote's code at, as it hands them to the browser. */
export interface RemoteCodeUrls {
  entry: string;
  /** Each exposed module ("routes") with its scripts and stylesheets. */
  exposes: { name: string; js: FileUrls; css: FileUrls }[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The runtime's join of the entry's folder and file name (its sdk's simpleJoinRemoteEntry). */
function joinEntryPath(folder: string, name: string): string {
  let path = folder;
  if (path === '.') path = '';
  else if (path.startsWith('./')) path = path.slice(2);
  else if (path.startsWith('/')) path = path.slice(1).replace(/\/$/, '');
  if (!path) return name;
  return path.endsWith('/') ? `${path}${name}` : `${path}/${name}`;
}

/** The manifest's folder: its URL without query, fragment and file name (the sdk's inferAutoPublicPath). */
const folderOf = (manifestUrl: string) =>
  manifestUrl
    .replace(/#.*$/, '')
    .replace(/\?.*$/, '')
    .replace(/\/[^/]+$/, '/');

const UNREADABLE = 'its mf-manifest.json does not say where its code is served from in a form the host can read';

/** A module's files of one kind, or null when the manifest lists anything but file names there. */
function fileNames(assets: unknown, kind: 'js' | 'css', timing: 'sync' | 'async'): string[] | null {
  const listed = isObject(assets) && isObject(assets[kind]) ? assets[kind][timing] : undefined;
  if (listed === undefined) return [];
  return Array.isArray(listed) && listed.every((file) => typeof file === 'string') ? listed : null;
}

/** Where the runtime would fetch the remote's code, or why that cannot be known without running any of it. */
export function remoteCodeUrls(manifestUrl: string, manifest: unknown): RemoteCodeUrls | { unknown: string } {
  if (!isObject(manifest) || !isObject(manifest.metaData)) return { unknown: UNREADABLE };
  const { metaData } = manifest;
  if ('getPublicPath' in metaData)
    return {
      unknown: 'its mf-manifest.json computes where its code is served from (getPublicPath), which cannot be checked',
    };
  const { publicPath, remoteEntry } = metaData;
  if (typeof publicPath !== 'string' || !isObject(remoteEntry)) return { unknown: UNREADABLE };
  const { name, path = '' } = remoteEntry;
  if (typeof name !== 'string' || name === '' || typeof path !== 'string') return { unknown: UNREADABLE };

  const base = publicPath === 'auto' || publicPath === '' ? folderOf(manifestUrl) : publicPath;
  const exposes: RemoteCodeUrls['exposes'] = [];
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const assets = isObject(expose) ? expose.assets : undefined;
    const urlsOf = (kind: 'js' | 'css'): FileUrls | null => {
      const sync = fileNames(assets, kind, 'sync');
      const async = fileNames(assets, kind, 'async');
      if (!sync || !async) return null;
      return { sync: sync.map((file) => `${base}${file}`), async: async.map((file) => `${base}${file}`) };
    };
    const js = urlsOf('js');
    const css = urlsOf('css');
    if (!js || !css) return { unknown: UNREADABLE };
    exposes.push({ name: isObject(expose) && typeof expose.name === 'string' ? expose.name : '', js, css });
  }
  return { entry: `${base}${joinEntryPath(path, name)}`, exposes };
}

/** The http(s) origin the browser would fetch `address` from on the page at `pageUrl`, or null. */
function httpOriginOf(address: string, pageUrl: string): string | null {
  try {
    const url = new URL(address, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Where a remote's code may come from: an override's allow-list, else its own manifest's origin. */
export function codeOriginsOf(entry: Pick<RemoteManifestEntry, 'entry' | 'codeOrigins'>): CodeOrigins {
  if (entry.codeOrigins) return entry.codeOrigins;
  const own = new URL(entry.entry).origin;
  return { allowed: [own], described: `the origin of its mf-manifest.json (${own})` };
}

const MAX_SHOWN_LENGTH = 120;
const shown = (text: string) => (text.length > MAX_SHOWN_LENGTH ? `${text.slice(0, MAX_SHOWN_LENGTH)}…` : text);

/**
 * Why the code the manifest at `manifestUrl` names may not be loaded into the page at `pageUrl` (a clause such
 * as "its code is served from …"), or null when every file it names comes from one of `origins.allowed`.
 */
export function codeOriginRefusal(
  manifestUrl: string,
  manifest: unknown,
  origins: CodeOrigins,
  pageUrl: string,
): string | null {
  const code = remoteCodeUrls(manifestUrl, manifest);
  if ('unknown' in code) return code.unknown;
  const files = code.exposes.flatMap(({ js, css }) => [...js.sync, ...js.async, ...css.sync, ...css.async]);
  for (const address of [code.entry, ...files]) {
    const origin = httpOriginOf(address, pageUrl);
    if (origin === null) return `its code is served from "${shown(address)}", which is not an http(s) address`;
    if (!origins.allowed.includes(origin))
      return `its code is served from ${shown(origin)}, which is not ${origins.described}`;
  }
  return null;
}
