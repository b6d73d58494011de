import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The remotes host/dist/remotes.json names. */
function builtRemotes(): string[] {
  const environment = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8')) as {
    remotes: Record<string, unknown>;
  };
  return Object.keys(environment.remotes);
}

function readRoutesFile(remote: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, remote.replaceAll('_', '-'), 'dist', 'routes.json'), 'utf8'));
}

interface RoutesFile {
  groups: Array<{ label: string; parent?: string }>;
}

/**
 * The labels of the top-level menu groups the built remotes publish (host/dist/remotes.json names the remotes,
 * each remote's dist/routes.json its groups): read from disk, so a test can be declared per group.
 */
export function builtTopMenuGroups(): string[] {
  return builtRemotes().flatMap((name) => {
    const routes = readRoutesFile(name) as RoutesFile;
    return routes.groups.filter((group) => group.parent === undefined).map((group) => group.label);
  });
}

interface PagesFile {
  pages: Array<{ path: string; title: string; menu?: { label?: string; to?: string } }>;
}

/** A page a built remote lists in the menu: where its link goes and the label the menu gives it. */
export interface BuiltMenuPage {
  remote: string;
  to: string;
  label: string;
}

/** Every page the built remotes place in the menu, read from their dist/routes.json like the groups above. */
export function builtMenuPages(): BuiltMenuPage[] {
  return builtRemotes().flatMap((name) => {
    const routes = readRoutesFile(name) as PagesFile;
    return routes.pages.flatMap(({ path: pagePath, title, menu }) =>
      menu ? [{ remote: name, to: menu.to ?? pagePath, label: menu.label ?? title }] : [],
    );
  });
}
