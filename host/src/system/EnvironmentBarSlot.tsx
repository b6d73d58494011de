import { lazy, Suspense, useEffect, useState } from 'react';
import { environmentManifestUrl, readTabEnvironment, type TabEnvironment } from '../federation/early-remotes';

const EnvironmentBar = lazy(() => import('./EnvironmentBar'));

/** Whether the tab's environment has anything to show a tester: overrides allowed, taken or refused. */
export function showsEnvironmentBar({ manifest, refused }: TabEnvironment): boolean {
  return manifest.overrides.allowed || refused.length > 0 || manifest.remotes.some((remote) => remote.pinned);
}

/** The environment bar's place: its code loads only in an environment that has something to show (never in a plain production tab). */
export function EnvironmentBarSlot() {
  const [environment, setEnvironment] = useState<TabEnvironment | null>(null);
  useEffect(() => {
    let current = true;
    // A manifest that cannot be read is the boot's failure to show, not the bar's.
    readTabEnvironment(environmentManifestUrl()).then(
      (read) => current && setEnvironment(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!environment || !showsEnvironmentBar(environment)) return null;
  return (
    <Suspense fallback={null}>
      <EnvironmentBar environment={environment} />
    </Suspense>
  );
}
