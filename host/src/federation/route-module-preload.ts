// The one preload of the boot: the opening page's remote's entry and route module, downloaded (not run) by the
// entry (index.ts) as soon as its mf-manifest.json has been checked. The federation runtime registers and runs
// them only once the host's singletons are loaded (bootstrap.tsx), and then finds them in the browser's cache
// instead of asking for them after the boot's evaluation. Run before then, a remote would bring in its own
// copies of the singletons (two React contexts, two Chakras). Imports nothing shared.
import { remoteCodeUrls } from './code-origins';
import { fetchRemoteManifest } from './manifest-fetch';
import { checkRemoteCompatibility } from './remote-compatibility';
import type { RemoteManifestEntry } from './remote-manifest';

const ROUTE_MODULE_EXPOSE = 'routes';

/**
 * The URLs of the remote's entry and of the files its route module needs at once, as the runtime will ask for
 * them (code-origins.ts), resolved against the page at `pageUrl`. Only for a manifest that passed the check of
 * where its code comes from (remote-compatibility.ts).
 */
export function routeModuleFiles(manifestUrl: string, manifest: unknown, pageUrl: string): string[] {
  const code = remoteCodeUrls(manifestUrl, manifest);
  if ('unknown' in code) return [];
  const routes = code.exposes.find((expose) => expose.name === ROUTE_MODULE_EXPOSE);
  const files: string[] = [];
  for (const address of [code.entry, ...(routes?.js.sync ?? [])]) {
    try {
      files.push(new URL(address, pageUrl).toString());
    } catch {
      // Not a URL: the runtime's own request fails, and shows.
    }
  }
  return files;
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

/**
 * Has the browser download `owner`'s entry and route module, once its manifest has passed the check made before
 * any load (remote-compatibility.ts): nothing is asked of an origin the manifest may not use. Settles once they
 * are asked for, refused, or could not be (never rejects: the load that follows reads the manifest again, and
 * shows the failure).
 */
export async function preloadRouteModule(owner: RemoteManifestEntry, doc: Document = document): Promise<void> {
  try {
    await checkRemoteCompatibility(owner);
    const response = await fetchRemoteManifest(owner.entry);
    if (response.ok) preloadScripts(routeModuleFiles(owner.entry, await response.json(), doc.baseURI), doc);
  } catch {
    // Shown by the load.
  }
}
