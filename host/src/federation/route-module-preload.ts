// The one preload of the boot: the opening page's remote's entry and route module, asked of the federation
// runtime (preloadRemote) by the entry (index.ts) as soon as the plan names the remote, so they arrive while the
// host's own code is evaluated. The runtime reads the remote's mf-manifest.json and checks the release
// (plugins/check-release.ts) before it asks for any file the manifest names. Registering the remote before the
// host's singletons are loaded is safe under the 'loaded-first' share strategy (build-presets/webpack.cjs): the
// runtime then takes no remote's copy of a singleton while the host's is loaded, nor asks a remote for its
// copies before it is loaded itself. Imports nothing shared.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { registerFederationPlugins } from './plugins';
import type { RemoteManifestEntry } from './remote-manifest';
import { registerRelease } from './remote-registration';

/** The exposed module every remote's pages come from. */
const ROUTE_MODULE_EXPOSE = 'routes';

/**
 * Has the runtime fetch `owner`'s entry and its route module's files (not its singletons'). Never rejects: the
 * load that follows shows any failure.
 */
export async function preloadRouteModule(owner: RemoteManifestEntry): Promise<void> {
  registerFederationPlugins();
  registerRelease(owner);
  try {
    await preloadRemote([
      {
        nameOrAlias: owner.name,
        exposes: [ROUTE_MODULE_EXPOSE],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      },
    ]);
  } catch {
    // Shown by the load.
  }
}
