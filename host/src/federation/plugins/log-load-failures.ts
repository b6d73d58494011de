// Federation runtime plugin: every failed remote load the runtime sees (manifest, entry or exposed module, from
// the host's loads or any other) is logged for diagnosis. It offers no fallback module: the caller still sees
// the error, and the page shows that remote's panel.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function logLoadFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'tessera-log-load-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(
        `[federation] ${id} failed at ${lifecycle}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    },
  };
}
