// How the tab opens, decided once: from the address, this tab's environment and who its cookie says is signed
// in. The entry (index.ts) computes it as soon as remotes.json is read, preloads what it names, and hands it to
// the boot (bootstrap.tsx), which draws what it names first. Nothing else decides these again. Imports nothing
// shared: it runs before the async boundary.
import { isSessionPath } from '../routing/session-paths';
import { remoteOwning, type RemoteManifestEntry } from './remote-manifest';
import { showsEnvironmentBar, type TabEnvironment } from './tab-environment';

/** The sign-in page: where an app page sends a visitor nobody is signed in as. */
export const SIGN_IN_PATH = '/session/signin';

/**
 * What the first render draws, and so what it waits for:
 * - `session-page`: the session page at the address (sign-in, sign-up, password reset), with no frame and
 *   nothing of any remote; its code only.
 * - `page`: the frame with the opening page, once the page's code and, for a user who may open it, its first
 *   data are in: frame, page and rows in one pass.
 * - `frame`: the frame with what the router draws at once: a host page, the 404 page, or the way to sign-in.
 * - `boot-failure`: remotes.json could not be read, so no app page can work.
 */
export type FirstDraw = 'session-page' | 'page' | 'frame' | 'boot-failure';

export interface OpeningPlan {
  pathname: string;
  search: string;
  /** This tab's environment, or why it could not be read. */
  environment: TabEnvironment | { error: string };
  /** The remote that owns the path; null for a session page, a host page or a path no remote owns. */
  owner: RemoteManifestEntry | null;
  preload: {
    /** The session page whose code is fetched at once: the one at the address, or sign-in for a visitor. */
    sessionPage: string | null;
    /** The signed-in frame's code. */
    shell: boolean;
    /** The owner's entry and route module (route-module-preload.ts), then its page and first data. */
    ownerCode: boolean;
    /** The environment bar's code: drawn with the first page, not pushed in above it under the pointer. */
    environmentBar: boolean;
  };
  firstDraw: FirstDraw;
  /** Whether the remotes' routes are read at once (an app page for a user) or only once somebody signs in. */
  remotesAtSignIn: boolean;
}

export interface OpeningSession {
  /** The user Frappe's `user_id` cookie names (null for nobody): who the tab expects the server to confirm. */
  userId: string | null;
}

/** The plan for opening `location` in `environment` for `session`. */
export function planOpening(
  location: { pathname: string; search: string },
  environment: TabEnvironment | { error: string },
  session: OpeningSession,
): OpeningPlan {
  const { pathname, search } = location;
  const read = 'manifest' in environment ? environment : null;
  const environmentBar = read !== null && showsEnvironmentBar(read);
  if (isSessionPath(pathname)) {
    return {
      pathname,
      search,
      environment,
      owner: null,
      preload: { sessionPage: pathname, shell: false, ownerCode: false, environmentBar },
      firstDraw: 'session-page',
      remotesAtSignIn: true,
    };
  }
  const owner = read ? (remoteOwning(read.manifest.remotes, pathname) ?? null) : null;
  const signedIn = session.userId !== null;
  const firstDraw: FirstDraw = !read ? 'boot-failure' : owner && signedIn ? 'page' : 'frame';
  return {
    pathname,
    search,
    environment,
    owner,
    preload: {
      sessionPage: read && !signedIn ? SIGN_IN_PATH : null,
      shell: read !== null,
      ownerCode: firstDraw === 'page',
      environmentBar,
    },
    firstDraw,
    // A visitor is sent to sign-in, which fetches nothing of any remote; a session the server confirms without
    // the cookie starts them then.
    remotesAtSignIn: !signedIn,
  };
}
