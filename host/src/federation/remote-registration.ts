// The one way a remote is registered with the federation runtime. What was registered under each name is kept
// for the release check (plugins/check-release.ts): an override's manifest may serve its code from the origins
// on the environment's allow-list, which the runtime is not told. Imports nothing shared: the entry registers
// the opening page's remote before the async boundary (route-module-preload.ts).
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ReleaseToCheck } from './remote-compatibility';

const registered = new Map<string, ReleaseToCheck>();

/**
 * Registers `release` under its name, unless the runtime has that name already; `replace` registers it anyway,
 * dropping what the runtime holds for the name (a failed load, another release).
 */
export function registerRelease(release: ReleaseToCheck, replace = false): void {
  const known = getInstance()?.options.remotes.some((remote) => remote.name === release.name) ?? false;
  if (known && !replace) return;
  const { name, entry, version, codeOrigins } = release;
  registered.set(name, { name, entry, version, codeOrigins });
  registerRemotes([{ name, entry }], { force: replace });
}

/** What was last registered under `name`. */
export function registeredRelease(name: string): ReleaseToCheck | undefined {
  return registered.get(name);
}
