// The theme keeps only the recipes of the Chakra components shared-ui exports (chakra-theme.ts). This reads,
// from shared-ui's sources, every Chakra component it imports or re-exports, then, from Chakra's own files, the
// recipe keys those components (and the parts they are built from) ask for: each one Chakra's default theme has
// must be in ours, or that component would be drawn unstyled.
import fs from 'node:fs';
import path from 'node:path';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { usedRecipes, usedSlotRecipes } from './chakra-theme';

const SOURCE_DIR = path.join(__dirname, '..');
const CHAKRA_COMPONENTS = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [SOURCE_DIR] })),
  'dist/esm/components',
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The components (capitalised values) shared-ui imports or re-exports from '@chakra-ui/react'. */
function chakraComponentsUsed(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCE_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const item of (match[1] ?? '').split(',')) {
        const name =
          item
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's component index: each exported name and the file it comes from. */
function chakraComponentFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(CHAKRA_COMPONENTS, 'index.js'), 'utf8');
  const imported = new Map<string, string>();
  for (const match of index.matchAll(/import \* as (\S+) from '\.\/([^']+)'/g)) {
    imported.set(match[1] ?? '', path.join(CHAKRA_COMPONENTS, match[2] ?? ''));
  }
  const files = new Map<string, string>();
  for (const match of index.matchAll(/export \{([^}]*)\}(?: from '\.\/([^']+)')?/g)) {
    for (const item of (match[1] ?? '').split(',')) {
      const [local = '', exported] = item.trim().split(/\s+as\s+/);
      const file = match[2] ? path.join(CHAKRA_COMPONENTS, match[2]) : imported.get(local);
      if (file) files.set((exported ?? local).trim(), file);
    }
  }
  return files;
}

/** The recipe keys a Chakra module asks for, following its imports within Chakra's components. */
function recipeKeysOf(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const asks = /(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"([^"]+)"/g;
    for (const match of text.matchAll(asks)) keys.add(match[1] ?? '');
    for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
      const imported = path.resolve(path.dirname(file), match[1] ?? '');
      if (imported.startsWith(CHAKRA_COMPONENTS)) visit(imported);
    }
  };
  visit(entry);
  return keys;
}

describe("the theme's recipes", () => {
  const files = chakraComponentFiles();
  const used = [...chakraComponentsUsed()].filter((name) => files.has(name));

  it('finds the components shared-ui uses in Chakra’s files (so the check below checks something)', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Menu', 'Table', 'Accordion', 'Tooltip']));
  });

  it.each(used)('has every recipe %s asks for', (name) => {
    const wanted = [...recipeKeysOf(files.get(name) ?? '')];
    const missing = wanted.filter(
      (key) =>
        (key in chakraRecipes && !(key in usedRecipes)) || (key in chakraSlotRecipes && !(key in usedSlotRecipes)),
    );
    expect(missing).toEqual([]);
  });

  it('takes each recipe unchanged from Chakra’s theme', () => {
    for (const [key, recipe] of Object.entries(usedRecipes)) expect(chakraRecipes).toHaveProperty(key, recipe);
    for (const [key, recipe] of Object.entries(usedSlotRecipes)) expect(chakraSlotRecipes).toHaveProperty(key, recipe);
  });
});
