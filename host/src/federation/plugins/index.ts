// The host's federation runtime plugins, registered once, before the first remote is registered: nothing the
// runtime loads from a remote escapes them.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { ReleaseToCheck } from '../remote-compatibility';
import { checkRelease } from './check-release';
import { logLoadFailures } from './log-load-failures';
import { shareManifestFetch } from './share-manifest-fetch';

let registered = false;

export function registerFederationPlugins(registeredRemote: (name: string) => ReleaseToCheck | undefined): void {
  if (registered) return;
  registered = true;
  registerPlugins([shareManifestFetch(), checkRelease(registeredRemote), logLoadFailures()]);
}
