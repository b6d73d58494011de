// Whether a remote's build can run with the shared modules this host provides: each singleton it shares must
// come in a version within the range it was built for, else it would run against a React, a session or a look
// it does not know (two copies of a singleton, or one too old). Decided before any of its code is run.
import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a remote's mf-manifest.json declares it. */
export interface SharedNeed {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface Incompatibility {
  name: string;
  required: string;
  provided: string;
}

/** The singletons `needs` asks for in a range the `provided` version (by module name) is outside of. */
export function incompatibilities(
  needs: readonly SharedNeed[],
  provided: Readonly<Record<string, string>>,
): Incompatibility[] {
  const found: Incompatibility[] = [];
  for (const need of needs) {
    const version = provided[need.name];
    // A module the host does not share, or one the remote takes in any version, is the remote's own business.
    if (!need.singleton || version === undefined || !need.requiredVersion) continue;
    if (!satisfy(version, need.requiredVersion))
      found.push({ name: need.name, required: need.requiredVersion, provided: version });
  }
  return found;
}

/** "remote_apps 2.0.0 needs shared-auth ^2.0.0, this host provides 1.3.0" (and any further mismatch after it). */
export function describeIncompatibilities(
  remote: string,
  version: string | undefined,
  found: readonly Incompatibility[],
): string {
  const needs = found.map(({ name, required }) => `${name} ${required}`).join(' and ');
  const provides = found.map(({ name, provided }) => (found.length > 1 ? `${name} ${provided}` : provided)).join(', ');
  return `${remote}${version ? ` ${version}` : ''} needs ${needs}, this host provides ${provides}`;
}

/** A remote version that cannot run with this host; loading it is refused and the rest of the app goes on. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  /** The sentence shown: the federation runtime prefixes the message of an error thrown inside its load. */
  constructor(readonly reason: string) {
    super(reason);
  }
}
