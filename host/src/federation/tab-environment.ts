// This tab's environment: remotes.json with the tester's overrides applied. Read once, by the entry (index.ts),
// before the async boundary; the opening plan (opening-plan.ts) carries it down. Imports nothing shared.
import { verifyOverrideRelease } from './remote-compatibility';
import { fetchEnvironmentManifest, type EnvironmentManifest } from './remote-manifest';
import {
  applyOverrideRequests,
  overrideRequestsInUrl,
  readStoredRequests,
  storeRequests,
  withoutOverrideParams,
  type RefusedOverride,
} from './remote-overrides';

declare const __webpack_public_path__: string;

/** The environment this tab runs: its manifest with the tester's overrides applied, and those refused. */
export interface TabEnvironment {
  manifest: EnvironmentManifest;
  refused: RefusedOverride[];
}

/** This tab's sessionStorage, if the browser lets the page use it. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * remotes.json sits beside the host's own files, wherever they are served from. The page's HTML preloads it
 * (host/webpack.config.cjs), and the plain same-origin GET that reads it takes the preload's answer.
 */
export function environmentManifestUrl(): string {
  return new URL('remotes.json', __webpack_public_path__ || window.location.origin).toString();
}

/**
 * remotes.json with the overrides asked for in the address (then taken out of it) or kept for this tab, each
 * checked against the environment's allow-list and the host before it replaces the pinned version.
 */
export async function readTabEnvironment(manifestUrl: string): Promise<TabEnvironment> {
  const manifest = await fetchEnvironmentManifest(manifestUrl);
  const names = manifest.remotes.map((remote) => remote.name);
  const inAddress = overrideRequestsInUrl(window.location.search, names);
  if (Object.keys(inAddress).length > 0)
    window.history.replaceState(window.history.state, '', withoutOverrideParams(window.location.href, names));
  const storage = tabStorage();
  const requests = { ...readStoredRequests(storage), ...inAddress };
  if (Object.keys(requests).length === 0) return { manifest, refused: [] };
  const applied = await applyOverrideRequests(manifest, requests, verifyOverrideRelease);
  // Only what was taken is kept for the tab: a refused request is not tried again on every page.
  const taken = applied.manifest.remotes.filter((remote) => remote.pinned).map((remote) => remote.name);
  if (storage) storeRequests(storage, Object.fromEntries(taken.map((name) => [name, requests[name]!])));
  return applied;
}

/** Whether the tab's environment has anything to show a tester: overrides allowed, taken or refused. */
export function showsEnvironmentBar({ manifest, refused }: TabEnvironment): boolean {
  return manifest.overrides.allowed || refused.length > 0 || manifest.remotes.some((remote) => remote.pinned);
}
