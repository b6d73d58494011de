// The signed-in frame's code, loaded on demand: the sign-in page does not need the sidebar, the customizer or the
// notifications, so it does not wait for them. Like the session pages' loaders, this file imports nothing shared,
// so the entry can start fetching the shell beside the app's own code when an app page is opened.
import type { PageModuleLoader } from '../routing/page-modules';
import type { ShellProps } from './Shell';

export const loadShell: PageModuleLoader<ShellProps> = () =>
  import('./Shell').then((module) => ({ default: module.Shell }));
