// What happened to each remote's code in this tab: not asked for yet, loading, loaded (in how long, which
// release), refused (incompatible, or served from an origin it may not use) or failed. The remotes status page
// reads it.
import { atom, getDefaultStore, useAtomValue } from 'jotai';

export type RemoteCodeState = 'loading' | 'loaded' | 'incompatible' | 'refused' | 'failed';

export interface RemoteCodeStatus {
  state: RemoteCodeState;
  /** Milliseconds from asking for the remote's route module to having it (loaded) or giving up. */
  ms?: number;
  /** The release's own version, from its mf-manifest.json (its buildVersion). */
  buildVersion?: string;
  error?: string;
}

export const remoteCodeStatusAtom = atom<Record<string, RemoteCodeStatus>>({});

export function setRemoteCodeStatus(name: string, status: RemoteCodeStatus): void {
  getDefaultStore().set(remoteCodeStatusAtom, (all) => ({ ...all, [name]: status }));
}

export function useRemoteCodeStatus(): Record<string, RemoteCodeStatus> {
  return useAtomValue(remoteCodeStatusAtom);
}
