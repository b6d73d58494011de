// The singletons every app shares (design.md §3). One list, so the four builds cannot drift apart.
// requiredVersion is explicit because the share-version check does not understand `workspace:*`.
const path = require('node:path');

function sharedSingletons(appDir) {
  const sharedAuthVersion = require(path.join(__dirname, '..', 'shared-auth', 'package.json')).version;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton('^19.0.0'),
    'react/': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/': singleton('^19.0.0'),
    'react-router': singleton('^7.0.0'),
    'react-router-dom': singleton('^7.0.0'),
    jotai: singleton('^2.0.0'),
    '@chakra-ui/react': singleton('^3.0.0'),
    '@emotion/react': singleton('^11.0.0'),
    'shared-auth': { singleton: true, requiredVersion: `^${sharedAuthVersion}`, version: sharedAuthVersion },
  };
}

module.exports = { sharedSingletons };
