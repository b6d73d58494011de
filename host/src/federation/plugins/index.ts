// The host's federation runtime plugins, registered once, before the first remote is: nothing the runtime loads
// from a remote escapes them. Imports nothing shared (the entry registers them, route-module-preload.ts).
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { registeredRelease } from '../remote-registration';
import { checkRelease } from './check-release';
import { logLoadFailures } from './log-load-failures';
import { shareManifestFetch } from './share-manifest-fetch';

let registered = false;

export function registerFederationPlugins(): void {
  if (registered) return;
  registered = true;
  registerPlugins([shareManifestFetch(), checkRelease(registeredRelease), logLoadFailures()]);
}
