// A tester picks another version of a remote (or goes back to the pinned one) while the app runs. The choice
// is checked like one made in the address, kept for the tab, and takes effect at once when the remote's code has
// not run yet; a remote already running cannot be swapped in place, so the page must be reloaded for it.
import { getDefaultStore } from 'jotai';
import { verifyOverrideRelease } from './remote-compatibility';
import { remoteCodeStatusAtom } from './remote-code-status';
import type { EnvironmentManifest } from './remote-manifest';
import {
  overriddenEntry,
  pinnedEntry,
  readStoredRequests,
  refusalOf,
  resolveOverride,
  storeRequests,
} from './remote-overrides';
import { getRemotes, switchRemote } from './remote-registry';
import { tabStorage } from './tab-environment';

export type VersionChoice =
  { outcome: 'applied' } | { outcome: 'reload-needed' } | { outcome: 'refused'; reason: string };

function keepRequest(name: string, requested: string | null): void {
  const storage = tabStorage();
  if (!storage) return;
  const { [name]: _previous, ...others } = readStoredRequests(storage);
  storeRequests(storage, requested === null ? others : { ...others, [name]: requested });
}

function codeHasRun(name: string): boolean {
  return getDefaultStore().get(remoteCodeStatusAtom)[name]?.state === 'loaded';
}

/** Loads `requested` (a version or a release's mf-manifest.json URL) of remote `name`; null goes back to the pinned one. */
export async function chooseRemoteVersion(
  manifest: EnvironmentManifest,
  name: string,
  requested: string | null,
): Promise<VersionChoice> {
  const current = getRemotes().find((state) => state.entry.name === name)?.entry;
  if (!current) return { outcome: 'refused', reason: `${name} is not a remote of ${manifest.environment}` };
  const pinned = pinnedEntry(current);
  let next = pinned;
  if (requested !== null) {
    const target = resolveOverride(manifest, pinned, requested);
    if ('refused' in target) return { outcome: 'refused', reason: target.refused };
    next = overriddenEntry(pinned, target);
    try {
      await verifyOverrideRelease(next);
    } catch (error) {
      return { outcome: 'refused', reason: refusalOf(current, requested, error) };
    }
  }
  keepRequest(name, requested);
  if (next.entry === current.entry) return { outcome: 'applied' };
  if (codeHasRun(name)) return { outcome: 'reload-needed' };
  await switchRemote(next);
  return { outcome: 'applied' };
}
