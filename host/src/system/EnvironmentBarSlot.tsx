import { onDemand } from 'shared-ui';
import { showsEnvironmentBar } from '../federation/tab-environment';
import { useTabEnvironment } from '../federation/tab-environment-state';

/**
 * The bar's code, loaded only in an environment that has something to show (never in a plain production tab).
 * The boot preloads it where the opening plan shows it, so the bar is drawn with the page: arriving after, it
 * pushed the page down under the pointer.
 */
export const EnvironmentBar = onDemand(() => import('./EnvironmentBar').then((module) => module.default));

/** The environment bar's place, above every page. */
export function EnvironmentBarSlot() {
  const environment = useTabEnvironment();
  if (!environment || !showsEnvironmentBar(environment)) return null;
  return <EnvironmentBar environment={environment} />;
}
