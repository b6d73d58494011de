// A remote's entry and route module downloaded (not run) as soon as its mf-manifest.json has been read: the
// federation runtime registers and runs them only once the host's singletons are loaded (early-remotes.ts), and
// then finds them in the browser's cache instead of asking for them after the boot's evaluation.

/** The manifest fields read here; anything else in it is ignored. */
interface ManifestFiles {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const ROUTE_MODULE_EXPOSE = 'routes';

const isFileName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The URLs of the remote's entry and of the files its route module needs at once, from its manifest (read from
 * `manifestUrl`). Only files on the manifest's own origin: a manifest cannot point the host anywhere else.
 */
export function routeModuleFiles(manifestUrl: string, manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestFiles;
  const publicPath = metaData?.publicPath;
  let base: URL;
  try {
    // 'auto': the files sit beside the manifest.
    base = new URL(isFileName(publicPath) && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  } catch {
    return [];
  }
  const entry = metaData?.remoteEntry;
  const entryFile = isFileName(entry?.name)
    ? [`${isFileName(entry.path) ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`]
    : [];
  const routes = Array.isArray(exposes) ? exposes.find((expose) => expose?.name === ROUTE_MODULE_EXPOSE) : undefined;
  const sync = routes?.assets?.js?.sync;
  const moduleFiles = Array.isArray(sync) ? sync.filter(isFileName) : [];
  const origin = new URL(manifestUrl).origin;
  return [...entryFile, ...moduleFiles]
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === origin)
    .map((url) => url.toString());
}

/** Asks the browser to download each script (`<link rel="preload">`), unless the page already has it. */
export function preloadScripts(urls: readonly string[], doc: Document = document): void {
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"][href], script[src]')].map(
      (element) => (element instanceof HTMLLinkElement ? element.href : element.src),
    ),
  );
  for (const url of urls) {
    if (present.has(url)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    doc.head.append(link);
  }
}
