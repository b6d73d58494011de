import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

interface RoutesFile {
  groups: Array<{ label: string; parent?: string }>;
}

/**
 * The labels of the top-level menu groups the built remotes publish (host/dist/remotes.json names the remotes,
 * each remote's dist/routes.json its groups): read from disk, so a test can be declared per group.
 */
export function builtTopMenuGroups(): string[] {
  const environment = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8')) as {
    remotes: Record<string, unknown>;
  };
  return Object.keys(environment.remotes).flatMap((name) => {
    const file = path.join(repoRoot, name.replaceAll('_', '-'), 'dist', 'routes.json');
    const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesFile;
    return routes.groups.filter((group) => group.parent === undefined).map((group) => group.label);
  });
}
