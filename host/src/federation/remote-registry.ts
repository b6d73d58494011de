// Registers the environment's remotes with the federation runtime and loads each remote's route module.
// A remote that cannot be loaded is marked unavailable; `retryRemote` tries again without a page reload.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isAnyRouteModule, type AnyRouteModule } from '../routing/route-module-versions';
import type { RemoteManifestEntry } from './remote-manifest';
import { REMOTE_LOAD_ERROR_EVENT, type RemoteLoadErrorDetail } from './remote-load-events';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  entry: RemoteManifestEntry;
  status: RemoteStatus;
  routeModule?: AnyRouteModule;
  error?: string;
}

/** A remote that answers nothing within this time is shown as unavailable (it can still be retried). */
const ROUTE_MODULE_TIMEOUT_MS = 10_000;

export const remotesAtom = atom<RemoteState[]>([]);
const store = getDefaultStore();

function update(name: string, change: Partial<RemoteState>): void {
  store.set(remotesAtom, (states) =>
    states.map((state) => (state.entry.name === name ? { ...state, ...change } : state)),
  );
}

export function useRemotes(): RemoteState[] {
  return useAtomValue(remotesAtom);
}

export function getRemotes(): RemoteState[] {
  return store.get(remotesAtom);
}

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

async function loadRouteModule(entry: RemoteManifestEntry): Promise<void> {
  update(entry.name, { status: 'loading', error: undefined });
  try {
    const loaded = await withTimeout(
      loadRemote<{ default?: unknown }>(`${entry.name}/routes`),
      ROUTE_MODULE_TIMEOUT_MS,
      entry.title,
    );
    const routeModule = loaded?.default;
    if (!isAnyRouteModule(routeModule)) throw new Error(`${entry.title} did not expose a route module`);
    update(entry.name, { status: 'ready', routeModule });
  } catch (error) {
    update(entry.name, { status: 'unavailable', error: error instanceof Error ? error.message : String(error) });
  }
}

let listening = false;

/** Registers every remote and starts loading their route modules (in parallel; the shell does not wait). */
export function startRemotes(entries: RemoteManifestEntry[]): Promise<void> {
  if (!listening) {
    listening = true;
    // Failures the runtime reports from anywhere (not only from our own loads) are logged for diagnosis.
    window.addEventListener(REMOTE_LOAD_ERROR_EVENT, (event) => {
      const detail = (event as CustomEvent<RemoteLoadErrorDetail>).detail;
      console.warn(`[federation] ${detail.id} failed at ${detail.lifecycle}: ${detail.message}`);
    });
  }
  store.set(
    remotesAtom,
    entries.map((entry) => ({ entry, status: 'loading' })),
  );
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
  return Promise.all(entries.map(loadRouteModule)).then(() => undefined);
}

/** Forgets the failed load (force re-registration clears the runtime's caches) and loads the remote again. */
export function retryRemote(name: string): Promise<void> {
  const state = getRemotes().find((candidate) => candidate.entry.name === name);
  if (!state) return Promise.resolve();
  registerRemotes([{ name, entry: state.entry.entry }], { force: true });
  return loadRouteModule(state.entry);
}
