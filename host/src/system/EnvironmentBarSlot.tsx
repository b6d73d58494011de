import { useEffect, useState } from 'react';
import { onDemand } from 'shared-ui';
import {
  environmentManifestUrl,
  readTabEnvironment,
  tabEnvironmentIfRead,
  type TabEnvironment,
} from '../federation/early-remotes';

/** The bar's code, loaded only in an environment that has something to show (never in a plain production tab). */
export const EnvironmentBar = onDemand(() => import('./EnvironmentBar').then((module) => module.default));

/** Whether the tab's environment has anything to show a tester: overrides allowed, taken or refused. */
export function showsEnvironmentBar({ manifest, refused }: TabEnvironment): boolean {
  return manifest.overrides.allowed || refused.length > 0 || manifest.remotes.some((remote) => remote.pinned);
}

/**
 * Loads the bar's code if this tab's environment shows it; settles (never rejects) once it is in, or at once when
 * there is no bar. The boot waits for it before the first render, so the bar is drawn with the page: arriving
 * after, it pushed the page down under the pointer.
 */
export function preloadEnvironmentBar(environment: Promise<TabEnvironment>): Promise<void> {
  return environment.then(
    (read) => (showsEnvironmentBar(read) ? EnvironmentBar.preload() : undefined),
    () => undefined,
  );
}

/** The environment bar's place, above every page. */
export function EnvironmentBarSlot() {
  const [environment, setEnvironment] = useState<TabEnvironment | null>(() => tabEnvironmentIfRead() ?? null);
  useEffect(() => {
    if (environment) return undefined;
    let current = true;
    // A manifest that cannot be read is the boot's failure to show, not the bar's.
    readTabEnvironment(environmentManifestUrl()).then(
      (read) => current && setEnvironment(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [environment]);
  if (!environment || !showsEnvironmentBar(environment)) return null;
  return <EnvironmentBar environment={environment} />;
}
