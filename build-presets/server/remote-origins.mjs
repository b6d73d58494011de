// The origins of the remotes an environment's remotes.json names: what the host page may load scripts,
// manifests and assets from (its Content-Security-Policy).
import fs from 'node:fs';

/** @returns {string[]} distinct http(s) origins of every remote's `entry` */
export function remoteOriginsOf(remotesFile) {
  const manifest = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  const origins = new Set();
  for (const remote of Object.values(manifest)) {
    const entry = remote && typeof remote === 'object' ? remote.entry : undefined;
    if (typeof entry !== 'string') continue;
    const url = new URL(entry, 'http://relative.invalid');
    if (url.origin === 'http://relative.invalid') continue; // same origin as the host: 'self'
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`${remotesFile}: remote entry ${entry} is not http(s)`);
    origins.add(url.origin);
  }
  return [...origins];
}
