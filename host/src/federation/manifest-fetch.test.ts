import { fetchRemoteManifest, isRemoteManifestUrl } from './manifest-fetch';
import { shareManifestFetch } from './plugins/share-manifest-fetch';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A fetch answering `status` with `body`; each clone reads the body once, as a real Response's would. */
function serving(status: number, body: unknown) {
  const respond = (): Response => {
    let read = false;
    const response = {
      ok: status >= 200 && status < 300,
      status,
      json: () => {
        if (read) return Promise.reject(new TypeError('body used already'));
        read = true;
        return Promise.resolve(body);
      },
      clone: () => respond(),
    };
    return response as unknown as Response;
  };
  const fetchMock = jest.fn(() => Promise.resolve(respond()));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

it('asks once for a manifest read twice (the runtime and the compatibility check), each reading its own copy', async () => {
  const fetchMock = serving(200, { name: 'remote_projects' });
  const url = 'http://projects.test/once/mf-manifest.json';
  const [first, second] = await Promise.all([fetchRemoteManifest(url), fetchRemoteManifest(url)]);
  await expect(first.json()).resolves.toEqual({ name: 'remote_projects' });
  await expect(second.json()).resolves.toEqual({ name: 'remote_projects' });
  await expect((await fetchRemoteManifest(url)).json()).resolves.toEqual({ name: 'remote_projects' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(url, { cache: 'no-cache', credentials: 'omit' });
});

it('asks again after a failure or an error status, so a retry can succeed', async () => {
  const url = 'http://projects.test/flaky/mf-manifest.json';
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  await expect(fetchRemoteManifest(url)).rejects.toThrow('Failed to fetch');
  serving(503, null);
  expect((await fetchRemoteManifest(url)).status).toBe(503);
  const fetchMock = serving(200, { name: 'remote_projects' });
  expect((await fetchRemoteManifest(url)).ok).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("the runtime plugin answers a remote's manifest from the shared request and leaves any other file to the runtime", async () => {
  const fetchMock = serving(200, { id: 'remote_apps' });
  const plugin = shareManifestFetch();
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
  const url = 'http://apps.test/plugin/mf-manifest.json';
  await expect((await fetchHook(url, {}))!.json()).resolves.toEqual({ id: 'remote_apps' });
  await fetchRemoteManifest(url);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchHook('http://apps.test/remoteEntry.js', {})).toBeUndefined();
  expect(isRemoteManifestUrl('http://apps.test/releases/1.2.0/mf-manifest.json')).toBe(true);
  expect(isRemoteManifestUrl('http://apps.test/routes.json')).toBe(false);
});
