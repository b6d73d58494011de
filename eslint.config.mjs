// One lint configuration for the workspace. Beyond TypeScript's and React's own rules it keeps imports
// flowing one way: a package is imported by its name (never its files), a remote's feature imports only
// shared packages and its own files (never another feature), and no module imports itself in a cycle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['remote-projects', 'remote-apps', 'remote-template-kits'];
const PACKAGE_FOLDERS = ['host', ...REMOTES, 'shared-auth', 'shared-ui', 'mock-server', 'build-presets', 'e2e'];

/** For each feature of each remote: it may not import from the remote's other features. */
function featureZones() {
  return REMOTES.flatMap((remote) => {
    const featuresDir = path.join(root, remote, 'src', 'features');
    if (!fs.existsSync(featuresDir)) return [];
    const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    return features.map(({ name }) => ({
      target: `./${remote}/src/features/${name}`,
      from: `./${remote}/src/features`,
      except: [`./${name}`],
      message: 'A feature imports shared packages and its own files only; move what two features need to shared-ui.',
    }));
  });
}

/** Another package's files, by name or by a relative path out of this package. */
const PACKAGE_INTERNALS = [
  ...['shared-auth', 'shared-ui', 'tessera-contracts', 'build-presets', ...REMOTES, 'host', 'mock-server'].map(
    (name) => `${name}/src/**`,
  ),
  ...PACKAGE_FOLDERS.map((folder) => `**/../${folder}/**`),
];

const NO_PACKAGE_INTERNALS = {
  group: PACKAGE_INTERNALS,
  message: 'Import another package by its name and public entry, not its files.',
};

/** Each app's alias for its own src (`@projects/…`), from the `paths` of tsconfig.base.json. */
const BASE_PATHS = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const ALIAS_OF_FOLDER = Object.fromEntries(
  Object.entries(BASE_PATHS)
    .filter(([pattern]) => !pattern.endsWith('/testing/*'))
    .map(([pattern, [target]]) => [target.split('/')[1], pattern.replace(/\/\*$/, '')]),
);
const DEEP_RELATIVE = {
  group: ['../../*'],
  message: "Climb at most one folder: import the package's own files by its alias (e.g. '@projects/workspace/…').",
};
const CHAKRA_ONLY_IN_SHARED_UI = {
  name: '@chakra-ui/react',
  message: "Import Chakra's components from 'shared-ui' (its chakra.ts lists them): one Chakra, bundled once.",
};
const FORMIK_ONLY_IN_SHARED_UI = {
  name: 'formik',
  message:
    "Import formik from 'shared-ui/forms' (its forms/formik.ts): its fields and every form must share one formik.",
};
const ROUTER_ONLY_IN_SHARED_UI = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import the router from 'shared-ui' (its router.ts lists it): one router context, bundled once.",
}));
const DND_ONLY_IN_BOARD_ENGINE = ['react-dnd', 'react-dnd-html5-backend'].map((name) => ({
  name,
  message: "Build a board on 'shared-ui/board' (its BoardDndProvider, useCardDrag, useColumnDrop): one drag context.",
}));
const SHARED_UI_ONLY = [CHAKRA_ONLY_IN_SHARED_UI, FORMIK_ONLY_IN_SHARED_UI, ...ROUTER_ONLY_IN_SHARED_UI];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The build, test and bench scripts: plain Node, CommonJS (.cjs, require) or ES modules (.mjs).
    files: ['**/*.{cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Run in a browser page: the jsdom set-up of the component tests, and the benchmark's in-page stamps and the screenshots' waits.
    files: ['build-presets/jest-setup-dom.cjs', 'e2e/bench/*.mjs', 'e2e/screenshots/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: PACKAGE_FOLDERS.map((folder) => `${folder}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
      'no-restricted-imports': [
        'error',
        {
          paths: [...SHARED_UI_ONLY, ...DND_ONLY_IN_BOARD_ENGINE],
          patterns: [NO_PACKAGE_INTERNALS],
        },
      ],
      // `typeof import('…')` stays allowed: jest.mock factories cannot use the file's imports.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  // Each app imports its own files by its alias, never another app's, and its test scaffolding only from tests.
  ...Object.entries(ALIAS_OF_FOLDER).flatMap(([folder, alias]) => {
    const otherAliases = Object.values(ALIAS_OF_FOLDER)
      .filter((other) => other !== alias)
      .map((other) => `${other}/*`);
    const otherApps = { group: otherAliases, message: 'Import another package by its name, not its files.' };
    const scaffolding = { group: [`${alias}/testing/*`], message: 'Test scaffolding is for tests only.' };
    const imports = (...patterns) => [
      'error',
      {
        paths: [CHAKRA_ONLY_IN_SHARED_UI, FORMIK_ONLY_IN_SHARED_UI, ...ROUTER_ONLY_IN_SHARED_UI],
        patterns: [NO_PACKAGE_INTERNALS, DEEP_RELATIVE, ...patterns],
      },
    ];
    return [
      {
        files: [`${folder}/{src,testing}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': imports(otherApps, scaffolding) },
      },
      {
        files: [`${folder}/testing/**/*.{ts,tsx}`, `${folder}/src/**/*.test.{ts,tsx}`],
        rules: { 'no-restricted-imports': imports(otherApps) },
      },
    ];
  }),
  {
    // shared-ui curates Chakra and the router for everyone; the component tests' provider may take it directly.
    files: ['shared-ui/src/**/*.{ts,tsx}', 'build-presets/testing.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_PACKAGE_INTERNALS] }] },
  },
);
