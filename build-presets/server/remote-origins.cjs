// The origins an environment's remotes.json lets the host page load code from (its Content-Security-Policy):
// each remote's `entry`, the releases store its pinned versions come from, and, where a tester may load
// another version, the origins the manifest allows for that. The host's own origin is 'self' already.
const fs = require('node:fs');

const RELATIVE = 'http://relative.invalid';

/** The origin of `url` when it is another site's http(s) URL; null when it is relative (the host's own). */
function foreignOrigin(url, remotesFile) {
  const parsed = new URL(url, RELATIVE);
  if (parsed.origin === RELATIVE) return null;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`${remotesFile}: ${url} is not http(s)`);
  return parsed.origin;
}

/** @returns {string[]} distinct http(s) origins the page may load remote code and manifests from */
function remoteOriginsOf(remotesFile) {
  const environment = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) ?? {};
  const urls = [];
  for (const remote of Object.values(environment.remotes ?? {})) {
    if (remote && typeof remote === 'object' && typeof remote.entry === 'string') urls.push(remote.entry);
  }
  if (typeof environment.releases === 'string') urls.push(environment.releases);
  if (environment.overrides?.allowed === true && Array.isArray(environment.overrides.origins))
    urls.push(...environment.overrides.origins.filter((origin) => typeof origin === 'string'));
  const origins = new Set();
  for (const url of urls) {
    const origin = foreignOrigin(url, remotesFile);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

module.exports = { remoteOriginsOf };
