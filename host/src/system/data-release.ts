// What decides the shape of the data the query cache holds: the host's build and the release of each remote
// (whose pages and prefetches read and shape the data). The persisted query cache is kept under it, so data kept
// by one release is never read by the code of another.
import type { TabEnvironment } from '../federation/tab-environment';

declare const __webpack_hash__: string;

/** The host build's hash (webpack's, of the whole compilation); a constant outside a webpack build. */
function hostBuild(): string {
  return typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbundled';
}

/** The release the running code is: the host's build and each remote's entry and version, in one string. */
export function dataRelease({ manifest }: TabEnvironment): string {
  const remotes = manifest.remotes.map(({ name, entry, version }) => `${name}@${version ?? ''}@${entry}`);
  return [hostBuild(), ...remotes].join(' ');
}
