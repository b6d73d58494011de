// Federation runtime plugin: every failed remote load (manifest, entry or exposed module) is reported to the
// app, which marks that remote unavailable. It offers no fallback module, so the caller still sees the error.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_ERROR_EVENT, type RemoteLoadErrorDetail } from './remote-load-events';

export default function reportLoadErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'tessera-report-load-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      const detail: RemoteLoadErrorDetail = {
        id,
        lifecycle,
        message: error instanceof Error ? error.message : String(error),
      };
      window.dispatchEvent(new CustomEvent(REMOTE_LOAD_ERROR_EVENT, { detail }));
      return undefined;
    },
  };
}
