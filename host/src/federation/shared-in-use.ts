// The shared singletons as the federation runtime holds them in this tab: for each module, the version in use
// and the app that provided it, beside the other versions offered.
import { getInstance } from '@module-federation/enhanced/runtime';

export interface SharedModuleInUse {
  name: string;
  /** The version the apps run; absent while no app has asked for the module yet. */
  version?: string;
  /** The app whose copy that is (host, remote_apps…). */
  provider?: string;
  /** Every version offered, with the app that offered it. */
  offered: { version: string; provider: string }[];
}

export function sharedModulesInUse(): SharedModuleInUse[] {
  const scope = getInstance()?.shareScopeMap.default ?? {};
  return Object.entries(scope)
    .map(([name, versions]) => {
      const candidates = Object.values(versions);
      const inUse = candidates.find((shared) => shared.loaded || shared.loading);
      return {
        name,
        ...(inUse ? { version: inUse.version, provider: inUse.from } : {}),
        offered: candidates.map((shared) => ({ version: shared.version, provider: shared.from })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
