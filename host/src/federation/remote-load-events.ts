// The federation runtime plugin and the app code are bundled separately, so they talk through a DOM event
// rather than shared module state.
export const REMOTE_LOAD_ERROR_EVENT = 'tessera:remote-load-error';

export interface RemoteLoadErrorDetail {
  /** The requested module id, e.g. `remote_apps/routes`. */
  id: string;
  /** Where in the load it failed: beforeRequest | afterResolve | onLoad | beforeLoadShare. */
  lifecycle: string;
  message: string;
}
