// Every file in ../apps/ is one demo app, whose default export lists its collections. Adding the file is
// all it takes: there is no list to edit, so apps written side by side never touch a shared file.

import fs from 'node:fs';
import path from 'node:path';
import type { DemoApp, DemoCollection } from './definition';

const APPS_DIR = path.join(__dirname, '..', 'apps');

/** Modules only: not declarations, source maps or tests (in src/ the files are .ts, in dist/ .js). */
function isAppModule(file: string): boolean {
  return /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !/\.test\.(ts|js)$/.test(file);
}

function isCollection(value: unknown): value is DemoCollection {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<Record<keyof DemoCollection, unknown>>;
  return (
    typeof c.name === 'string' &&
    typeof c.label === 'string' &&
    (c.scope === 'shared' || c.scope === 'user') &&
    !!c.fields
  );
}

function isDemoApp(value: unknown): value is DemoApp {
  return Array.isArray(value) && value.every(isCollection);
}

export async function loadDemoApps(dir: string = APPS_DIR): Promise<DemoCollection[]> {
  const files = fs.readdirSync(dir).filter(isAppModule).sort();
  const collections: DemoCollection[] = [];
  for (const file of files) {
    // Imported by path, as the files are only known at run time; the shape is checked instead of typed.
    const loaded: unknown = await import(path.join(dir, file));
    const app = loaded && typeof loaded === 'object' ? (loaded as { default?: unknown }).default : undefined;
    if (!isDemoApp(app)) throw new Error(`${file} in ${dir} must \`export default\` a list of demo collections`);
    collections.push(...app);
  }
  return collections;
}
