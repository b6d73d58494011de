// The singletons every app shares (docs/architecture.md, Boot and remotes). One list, so the four builds cannot drift
// apart. requiredVersion is explicit because the share-version check does not understand `workspace:*`.
const path = require('node:path');

/**
 * A part of shared-ui shared on its own, so that the first screens do not download it. Named by its file, so
 * every app provides it even without importing it: the host's copy, built beside its 'shared-ui', is the one
 * that shares its Chakra context. Federation keeps one provider per version and, of equal versions not yet
 * loaded, the container whose name sorts last ('remote_…' after 'host'), which would pair a remote's Chakra
 * with the host's ChakraProvider (a ContextError). So the remotes offer theirs as a pre-release of the same
 * version: a singleton takes the highest, the host's wherever there is a host, and a remote's standalone page
 * still has its own.
 * @param {string} name the app's federation name
 * @param {string} file the part's module in shared-ui/src
 */
function sharedUiSubpath(name, file) {
  const version = require(path.join(__dirname, '..', 'shared-ui', 'package.json')).version;
  return {
    singleton: true,
    requiredVersion: false,
    version: name === 'host' ? version : `${version}-standalone`,
    import: path.join(__dirname, '..', 'shared-ui', 'src', file),
  };
}

/** @param {string} name the app's federation name */
function sharedSingletons(name) {
  const versionOf = (folder) => require(path.join(__dirname, '..', folder, 'package.json')).version;
  // The host provides every singleton, and its own modules take them at boot, before any remote has offered a
  // version: the range check (the runtime's semver parser, about 20 ms of the boot's main thread) could only
  // compare the host's versions with themselves. A remote keeps its ranges: its manifest carries them, and the
  // host's compatibility check reads them before loading it (host/src/federation/compatibility.ts).
  const range = (requiredVersion) => (name === 'host' ? false : requiredVersion);
  const workspaceSingleton = (folder) => ({
    singleton: true,
    requiredVersion: range(`^${versionOf(folder)}`),
    version: versionOf(folder),
  });
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion: range(requiredVersion) });
  return {
    react: singleton('^19.0.0'),
    'react/': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/': singleton('^19.0.0'),
    // React Router is not shared either: it lives inside shared-ui too (shared-ui/src/router.ts).
    jotai: singleton('^2.0.0'),
    // Chakra itself is not shared: it lives inside the shared-ui singleton (shared-ui/src/chakra.ts), so only the
    // components the apps use are bundled, and still once for all four apps.
    '@emotion/react': singleton('^11.0.0'),
    // One cache and one QueryClient context across the apps.
    '@tanstack/react-query': singleton('^5.0.0'),
    'shared-auth': workspaceSingleton('shared-auth'),
    'shared-ui': workspaceSingleton('shared-ui'),
    // The kit pages' components (shared-ui/src/kits.ts), formik with its fields (shared-ui/src/forms.ts) and the
    // board engine with react-dnd and the virtualiser (shared-ui/src/board.ts): loaded only by the pages that use
    // them, never at boot. One board engine for all apps is also one drag and drop backend on the window.
    'shared-ui/kits': sharedUiSubpath(name, 'kits.ts'),
    'shared-ui/forms': sharedUiSubpath(name, 'forms.ts'),
    'shared-ui/board': sharedUiSubpath(name, 'board.ts'),
  };
}

module.exports = { sharedSingletons };
