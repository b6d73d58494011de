// A remote's JavaScript, loaded only when needed: its route module (through the federation runtime) the first
// time one of its pages opens, then that page's own chunk. One load per remote is shared by all its pages.
import type { ComponentType } from 'react';
import { ROUTE_CONTRACT_VERSION, type RouteModuleV2, type SidebarSectionProps } from 'shared-ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CodeOriginError } from './code-origins';
import { IncompatibleRemoteError } from './compatibility';
import { setRemoteCodeStatus, type RemoteCodeState } from './remote-code-status';
import { checkRemoteCompatibility, isRefusedRelease } from './remote-compatibility';
import type { RemoteManifestEntry } from './remote-manifest';
import { registerRelease } from './remote-registration';

/** The remote's code could not be fetched (its server is down or a deploy is half done); a retry may help. */
export class RemoteCodeError extends Error {
  override name = 'RemoteCodeError';
}

/** A remote that answers nothing within this time is shown as unavailable (it can still be retried). */
export const REMOTE_CODE_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isRouteModule(value: unknown): value is RouteModuleV2 {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Partial<Record<keyof RouteModuleV2, unknown>>;
  return module.contract === ROUTE_CONTRACT_VERSION && Array.isArray(module.pages) && Array.isArray(module.groups);
}

// One load per remote, which every page and section of that remote waits on.
const loads = new Map<string, Promise<RouteModuleV2>>();

function failedState(error: unknown): RemoteCodeState {
  if (error instanceof IncompatibleRemoteError) return 'incompatible';
  return error instanceof CodeOriginError ? 'refused' : 'failed';
}

/** The remote's route module as code. A failed load is forgotten, and the remote re-registered, so a retry loads. */
export function loadRouteModuleCode(entry: RemoteManifestEntry): Promise<RouteModuleV2> {
  const known = loads.get(entry.name);
  if (known) return known;
  const started = performance.now();
  setRemoteCodeStatus(entry.name, { state: 'loading' });
  // The runtime checks the release before it loads any of its code (plugins/check-release.ts). It has no time-out
  // of its own for a whole load, only per script.
  const load = withTimeout(
    loadRemote<{ default?: unknown }>(`${entry.name}/routes`),
    REMOTE_CODE_TIMEOUT_MS,
    entry.title,
  ).then((loaded) => {
    const module = loaded?.default;
    if (!isRouteModule(module)) throw new Error(`${entry.title} did not expose a route module`);
    return module;
  });
  loads.set(entry.name, load);
  const ms = () => Math.round(performance.now() - started);
  load.then(
    async () => {
      const loadedInMs = ms();
      // The check's verdict on the manifest the runtime read (kept for its URL): the release's own version.
      const buildVersion = await checkRemoteCompatibility(entry);
      setRemoteCodeStatus(entry.name, { state: 'loaded', ms: loadedInMs, buildVersion });
    },
    (error: unknown) =>
      setRemoteCodeStatus(entry.name, {
        state: failedState(error),
        ms: ms(),
        error: isRefusedRelease(error) ? error.reason : error instanceof Error ? error.message : String(error),
      }),
  );
  load.catch(() => {
    loads.delete(entry.name);
    // The runtime keeps a failed entry; forcing the registration again clears it.
    registerRelease(entry, true);
  });
  return load;
}

/** A failed load as the page shows it: a refused version as such, anything else as a load failure. */
function asLoadError(error: unknown): Error {
  if (isRefusedRelease(error)) return error;
  return new RemoteCodeError(error instanceof Error ? error.message : String(error));
}

/** Forgets a remote's loaded code (a retry after the remote was replaced). */
export function forgetRouteModuleCode(name: string): void {
  loads.delete(name);
}

/** The loader of one published page: the remote's route module, then the page it declares at `path`. */
export function remotePageLoader(entry: RemoteManifestEntry, path: string): () => Promise<{ default: ComponentType }> {
  return async () => {
    let module: RouteModuleV2;
    try {
      module = await loadRouteModuleCode(entry);
    } catch (error) {
      throw asLoadError(error);
    }
    const page = module.pages.find((candidate) => candidate.path === path);
    if (!page) throw new RemoteCodeError(`${entry.title} no longer serves ${path}`);
    return page.load();
  };
}

/** The loader of one published sidebar section: the remote's route module, then the section it declares. */
export function remoteSectionLoader(
  entry: RemoteManifestEntry,
  id: string,
): () => Promise<{ default: ComponentType<SidebarSectionProps> }> {
  return async () => {
    let module: RouteModuleV2;
    try {
      module = await loadRouteModuleCode(entry);
    } catch (error) {
      throw asLoadError(error);
    }
    const section = module.sections?.find((candidate) => candidate.id === id);
    if (!section) throw new RemoteCodeError(`${entry.title} no longer has the sidebar section ${id}`);
    return section.load();
  };
}
