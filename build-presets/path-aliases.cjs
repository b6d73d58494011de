// Each app's path aliases (`@projects/…` for remote-projects/src, `@projects/testing/…` for its test scaffolding)
// are declared once, as `paths` in tsconfig.base.json; webpack and Jest read them from there. They are global, as
// an app's tests and builds also compile other packages' files (the host's tests read the remotes' route tables);
// the lint configuration keeps each package to its own alias.
const path = require('node:path');

const root = path.join(__dirname, '..');

/** Every alias as [prefix, folder] pairs, longest prefix first (`@projects/testing/` before `@projects/`). */
function pathAliases() {
  const { paths } = require(path.join(root, 'tsconfig.base.json')).compilerOptions;
  return Object.entries(paths)
    .map(([pattern, [target]]) => [pattern.replace(/\*$/, ''), path.join(root, target.replace(/\*$/, ''))])
    .sort(([a], [b]) => b.length - a.length);
}

/** The aliases as webpack's `resolve.alias` (prefix without its trailing slash → folder). */
function webpackAliases() {
  return Object.fromEntries(
    pathAliases().map(([prefix, folder]) => [prefix.replace(/\/$/, ''), folder.replace(/\/$/, '')]),
  );
}

/** The aliases as Jest's `moduleNameMapper`. */
function jestModuleNameMapper() {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(pathAliases().map(([prefix, folder]) => [`^${escape(prefix)}(.*)$`, `${folder}$1`]));
}

module.exports = { pathAliases, webpackAliases, jestModuleNameMapper };
