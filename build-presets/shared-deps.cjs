// The singletons every app shares (design.md §3). One list, so the four builds cannot drift apart.
// requiredVersion is explicit because the share-version check does not understand `workspace:*`.
const path = require('node:path');

function sharedSingletons() {
  const versionOf = (folder) => require(path.join(__dirname, '..', folder, 'package.json')).version;
  const workspaceSingleton = (folder) => ({
    singleton: true,
    requiredVersion: `^${versionOf(folder)}`,
    version: versionOf(folder),
  });
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
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
    // The kit pages' components (shared-ui/src/kits.ts): loaded only by the pages that use them, never at boot.
    // Named by its file, so every app provides it even without importing it: the host's copy, built beside its
    // 'shared-ui', is the one that shares its Chakra context.
    'shared-ui/kits': {
      ...workspaceSingleton('shared-ui'),
      import: path.join(__dirname, '..', 'shared-ui', 'src', 'kits.ts'),
    },
  };
}

module.exports = { sharedSingletons };
