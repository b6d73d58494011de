// A component whose code loads when it is first drawn (or preloaded), without React.lazy: a resolved Suspense
// boundary is held back until 300 ms after its fallback appeared, which a dialog opened by a click would wait
// for. Here a component not loaded yet draws the given placeholder, and one loaded before draws at once. Used
// for what a first screen does not show (the forms of dialogs and drawers), so its code, and formik with it,
// stays off that screen.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type LoadState<Props> =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; component: ComponentType<Props> }
  | { status: 'failed'; error: Error };

export interface OnDemandComponent<Props> {
  (props: Props): ReactNode;
  /** Starts loading the code (once); resolves when it has loaded or failed. */
  preload: () => Promise<void>;
}

/**
 * @param load imports the module and picks the component from it
 * @param placeholder drawn while the code loads
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
): OnDemandComponent<Props> {
  let state: LoadState<Props> = { status: 'idle' };

  const preload = (): Promise<void> => {
    if (state.status === 'loading') return state.promise;
    if (state.status === 'ready') return Promise.resolve();
    const promise = load().then(
      (component) => void (state = { status: 'ready', component }),
      (error: unknown) =>
        void (state = { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    state = { status: 'loading', promise };
    return promise;
  };

  function OnDemand(props: Props): ReactNode {
    const [, setSettled] = useState(0);
    useEffect(() => {
      let active = true;
      void preload().then(() => {
        if (active) setSettled((count) => count + 1);
      });
      return () => {
        active = false;
      };
    }, []);
    if (state.status === 'failed') {
      const failed = state;
      // Forgotten after this render (React draws a failed component twice before giving up), so the next time
      // it is drawn, the error boundary's retry, it loads again.
      queueMicrotask(() => {
        if (state === failed) state = { status: 'idle' };
      });
      throw failed.error;
    }
    if (state.status !== 'ready') return placeholder;
    const Component = state.component;
    return <Component {...props} />;
  }

  return Object.assign(OnDemand, { preload });
}
