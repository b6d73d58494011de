// GET requests started before the app's code has arrived, handed to the HTTP client when the app asks for the same
// URL: the host's entry asks who is signed in while React, Chakra and the pages are still downloading, and the
// session restore then finds the answer waiting instead of asking again.
//
// The registry is a global (not this module's state) because the entry and the shared shared-auth may be two
// copies of this file. An answer is used once, and none is used after the app's first write: a sign-in or
// sign-out may have changed what the server would say.

/** What the server answered, as text (the client parses it as it would its own). */
export interface EarlyAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const REGISTRY_KEY = Symbol.for('tessera.early-get-requests');

type Registry = Map<string, Promise<EarlyAnswer>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/** One URL spelling per request (`/a?b=c` and `http://origin/a?b=c` are the same). */
function keyOf(url: string): string {
  return new URL(url, globalThis.location?.origin ?? 'http://localhost').href;
}

/** Sends `GET url` now (same-origin, with the session cookie) and keeps the answer for the client. */
export function startEarlyGet(url: string): Promise<EarlyAnswer> {
  const answer = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
    async (response) => ({
      status: response.status,
      body: await response.text(),
      headers: Object.fromEntries(response.headers.entries()),
    }),
  );
  // A failed early request is simply not used: the client then sends its own.
  answer.catch(() => undefined);
  registry().set(keyOf(url), answer);
  return answer;
}

/** The early answer for `GET url`, at most once; undefined when none was started (or it was already taken). */
export function takeEarlyGet(url: string): Promise<EarlyAnswer> | undefined {
  const key = keyOf(url);
  const answer = registry().get(key);
  registry().delete(key);
  return answer;
}

/** Forgets every early answer (at the app's first write). */
export function dropEarlyGets(): void {
  registry().clear();
}
