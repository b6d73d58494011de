// Federation runtime plugin: the check made before a remote's code is loaded (remote-compatibility.ts), run on
// the mf-manifest.json the runtime has just read, before it loads anything that manifest names. A refused release
// fails the runtime's load with the CodeOriginError or IncompatibleRemoteError itself.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkReadManifest, type ReleaseToCheck } from '../remote-compatibility';

/** `registered` gives what the host registered under a remote's name (an override's allow-list with it). */
export function checkRelease(registered: (name: string) => ReleaseToCheck | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'tessera-check-release',
    // afterLoadManifest, not loadRemoteSnapshot: a waterfall hook would prefix the refusal's message with its tag.
    async afterLoadManifest({ manifestUrl, moduleInfo, manifestJson, error }) {
      // A manifest that could not be read or is not a manifest is the runtime's own failure to report.
      if (!manifestJson || error) return;
      const known = registered(moduleInfo.name);
      await checkReadManifest(
        known?.entry === manifestUrl ? known : { name: moduleInfo.name, entry: manifestUrl },
        manifestJson,
      );
    },
  };
}
