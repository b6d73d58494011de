// This tab's environment as the opening plan read it (set once by the boot, before the first render), for the
// parts of the app that show it: the environment bar and the remotes status page.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import type { TabEnvironment } from './tab-environment';

export const tabEnvironmentAtom = atom<TabEnvironment | null>(null);

export function setTabEnvironment(environment: TabEnvironment): void {
  getDefaultStore().set(tabEnvironmentAtom, environment);
}

/** Null only where remotes.json could not be read. */
export function useTabEnvironment(): TabEnvironment | null {
  return useAtomValue(tabEnvironmentAtom);
}
