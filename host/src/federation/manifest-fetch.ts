// One request per remote manifest: the federation runtime (which reads a remote's mf-manifest.json to load it) and
// the compatibility check (which reads the same file before any of the remote's code may run) take one answer,
// rather than two requests on the way to the page's code.

const answers = new Map<string, Promise<Response>>();

function forget(url: string, answer: Promise<Response>): void {
  if (answers.get(url) === answer) answers.delete(url);
}

/**
 * The manifest at `url` (revalidated with its server, never with credentials), as a response of the caller's
 * own: each caller reads a copy. A failure or an error status is not kept, so a retry asks again.
 */
export function fetchRemoteManifest(url: string): Promise<Response> {
  let answer = answers.get(url);
  if (!answer) {
    const asked = fetch(url, { cache: 'no-cache', credentials: 'omit' });
    answer = asked;
    answers.set(url, asked);
    asked.then(
      (response) => {
        if (!response.ok) forget(url, asked);
      },
      () => forget(url, asked),
    );
  }
  return answer.then((response) => response.clone());
}

/** Whether `url` is a remote's federation manifest. */
export function isRemoteManifestUrl(url: string): boolean {
  return new URL(url, window.location.href).pathname.endsWith('/mf-manifest.json');
}
