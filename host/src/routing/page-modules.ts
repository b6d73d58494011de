// Page components loaded on demand, without React.lazy: React holds a resolved Suspense boundary back until
// 300 ms after its fallback appeared (to avoid flicker), which would add up to 300 ms to every first page view.
// Here a page not loaded yet renders the caller's own loading state, and one loaded before (or preloaded while
// the app boots) renders at once.
import { useEffect, useState, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loader's component may take any props
export type PageModuleLoader<Props = any> = () => Promise<{ default: ComponentType<Props> }>;

type PageModule =
  | { status: 'loading'; promise: Promise<void> }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored for every loader, whatever its props
  | { status: 'ready'; component: ComponentType<any> }
  | { status: 'failed'; error: Error };

/** A loader already called, with the load it started (the entry starts the opening page's, see index.ts). */
export interface StartedPageModule {
  load: PageModuleLoader;
  loading: ReturnType<PageModuleLoader>;
}

const modules = new Map<PageModuleLoader, PageModule>();

/** Starts loading (once per loader), or takes the load `started` began; resolves when it has loaded or failed. */
export function preloadPageModule(load: PageModuleLoader, started?: ReturnType<PageModuleLoader>): Promise<void> {
  const known = modules.get(load);
  if (known) return known.status === 'loading' ? known.promise : Promise.resolve();
  const promise = (started ?? load()).then(
    (module) => void modules.set(load, { status: 'ready', component: module.default }),
    (error: unknown) =>
      void modules.set(load, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
  );
  modules.set(load, { status: 'loading', promise });
  return promise;
}

/** Forgets a failed load, so the next render loads again. */
export function forgetPageModule(load: PageModuleLoader): void {
  modules.delete(load);
}

/**
 * The loaded component, or null while it loads. A failed load is thrown during render, for the nearest error
 * boundary to show.
 */
export function usePageModule<Props>(load: PageModuleLoader<Props>): ComponentType<Props> | null {
  const [, setSettled] = useState(0);
  const current = modules.get(load);
  const drawnReady = current?.status === 'ready';
  useEffect(() => {
    // Drawn with it already: nothing to wait for, and no render to ask for (it would draw the page, and the
    // frame around the shell's module, again for nothing). One that became ready after this render still asks.
    if (drawnReady) return;
    let active = true;
    void preloadPageModule(load).then(() => {
      if (active) setSettled((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [load, drawnReady]);
  if (current?.status === 'failed') throw current.error;
  return current?.status === 'ready' ? current.component : null;
}
