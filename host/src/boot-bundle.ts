// The chunks the app starts with arrive as one file (build-presets/boot-bundle-plugin.cjs), a deferred script
// placed after the entry: the entry runs first and starts the session check and the remotes' reads, and loads
// no chunk until the bundle has run. Each chunk in it registers itself, so webpack then fetches none of them; a
// chunk asked for before that would be fetched a second time, on its own.

/** The attribute that marks the bundle's <script> in the page. */
export const BOOT_BUNDLE_ATTRIBUTE = 'data-boot-bundle';

/**
 * Settles once the page's boot bundle has run, or failed to load (webpack then fetches the chunks one by one);
 * at once where the page has none (a development build).
 */
export function bootBundleLoaded(doc: Document = document): Promise<void> {
  const script = doc.querySelector(`script[${BOOT_BUNDLE_ATTRIBUTE}]`);
  if (!script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}
