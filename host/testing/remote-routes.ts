// The three remotes' real route modules and the default environment manifest, as the host's tests see them.
import projectsRoutes from 'remote-projects/routes';
import appsRoutes from 'remote-apps/routes';
import kitsRoutes from 'remote-template-kits/routes';
import environment from '../public/remotes.json';
import { parseEnvironmentManifest } from '../src/federation/remote-manifest';
import type { RemoteState } from '../src/federation/remote-registry';

export const manifestEntries = parseEnvironmentManifest(environment, 'http://127.0.0.1:3000/').manifest.remotes;

export const routeModules = {
  remote_projects: projectsRoutes,
  remote_apps: appsRoutes,
  remote_template_kits: kitsRoutes,
};

export function readyRemotes(): RemoteState[] {
  return manifestEntries.map((entry) => ({
    entry,
    status: 'ready',
    routeModule: routeModules[entry.name as keyof typeof routeModules],
  }));
}
