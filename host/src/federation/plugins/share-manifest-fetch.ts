// Federation runtime plugin: the runtime reads a remote's mf-manifest.json through the same request as the
// host's preload and override checks (manifest-fetch.ts); any other file it fetches as it would without it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchRemoteManifest, isRemoteManifestUrl } from '../manifest-fetch';

export function shareManifestFetch(): ModuleFederationRuntimePlugin {
  return {
    name: 'tessera-share-manifest-fetch',
    fetch(url) {
      return isRemoteManifestUrl(url) ? fetchRemoteManifest(url) : undefined;
    },
  };
}
