import { codeOriginRefusal, codeOriginsOf, remoteCodeUrls } from './code-origins';
import type { CodeOrigins, RemoteManifestEntry } from './remote-manifest';

const PAGE = 'https://app.example/todo/list';
const MANIFEST_URL = 'https://cdn.example/releases/remote-apps/1.2.0/mf-manifest.json';
const STAGING: CodeOrigins = { allowed: ['https://cdn.example'], described: "on staging's allow-list" };

/** A release's mf-manifest.json as the build writes it, with `metaData` changed as given. */
function manifest(metaData: Record<string, unknown> = {}, routesFiles = ['__federation_expose_routes.7af8.js']) {
  return {
    id: 'remote_apps',
    name: 'remote_apps',
    metaData: {
      name: 'remote_apps',
      buildInfo: { buildVersion: '1.2.0', buildName: 'remote-apps' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: 'remote_apps',
      publicPath: 'auto',
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'remote_apps:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: routesFiles, async: ['5600.00d1.js'] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

const refusal = (json: unknown, origins: CodeOrigins = STAGING) => codeOriginRefusal(MANIFEST_URL, json, origins, PAGE);

describe('codeOriginRefusal', () => {
  it("accepts a release whose files sit beside its manifest ('auto' or an empty publicPath)", () => {
    expect(refusal(manifest())).toBeNull();
    expect(refusal(manifest({ publicPath: '' }))).toBeNull();
    expect(refusal(manifest({ publicPath: 'https://cdn.example/releases/remote-apps/1.2.0/' }))).toBeNull();
  });

  it('accepts an entry path that stays under the manifest’s folder', () => {
    for (const path of ['.', './', 'entry/', '/entry/', './entry'])
      expect(refusal(manifest({ remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } }))).toBeNull();
  });

  it('refuses a publicPath on another origin, naming it and the list it is not on', () => {
    expect(refusal(manifest({ publicPath: 'http://127.0.0.1:3998/remote-apps/1.2.0/' }))).toBe(
      "its code is served from http://127.0.0.1:3998, which is not on staging's allow-list",
    );
  });

  it('refuses a protocol-relative publicPath, which the page reads as another host', () => {
    expect(refusal(manifest({ publicPath: '//evil.example/' }))).toBe(
      "its code is served from https://evil.example, which is not on staging's allow-list",
    );
  });

  it('reads a relative publicPath against the page, as the browser does, not against the manifest', () => {
    expect(refusal(manifest({ publicPath: '/releases/remote-apps/1.2.0/' }))).toBe(
      "its code is served from https://app.example, which is not on staging's allow-list",
    );
    // A store served by the page's own origin, on the allow-list: the same path is allowed.
    const sameOrigin = { allowed: ['https://app.example'], described: "on staging's allow-list" };
    expect(
      codeOriginRefusal(
        'https://app.example/releases/remote-apps/1.2.0/mf-manifest.json',
        manifest({ publicPath: '/releases/remote-apps/1.2.0/' }),
        sameOrigin,
        PAGE,
      ),
    ).toBeNull();
  });

  it('refuses getPublicPath outright: it is code, which cannot be checked without running it', () => {
    const computed = 'return "https://cdn.example/releases/remote-apps/1.2.0/"';
    expect(refusal(manifest({ publicPath: undefined, getPublicPath: computed }))).toBe(
      'its mf-manifest.json computes where its code is served from (getPublicPath), which cannot be checked',
    );
    expect(refusal(manifest({ getPublicPath: computed }))).toMatch(/getPublicPath/);
  });

  it('checks the entry where the runtime joins it: under publicPath, as strings', () => {
    // Named by an absolute URL, the entry is still asked for under the manifest's folder, on the store.
    const absoluteName = manifest({ remoteEntry: { name: 'https://evil.example/remoteEntry.js', path: '' } });
    const code = remoteCodeUrls(MANIFEST_URL, absoluteName);
    expect(code).toHaveProperty(
      'entry',
      'https://cdn.example/releases/remote-apps/1.2.0/https://evil.example/remoteEntry.js',
    );
    expect(refusal(absoluteName)).toBeNull();
    // A publicPath that only becomes another origin once the entry's path is joined to it.
    expect(
      refusal(manifest({ publicPath: 'http://127.0.0.1', remoteEntry: { name: 'remoteEntry.js', path: ':3998/' } })),
    ).toBe("its code is served from http://127.0.0.1:3998, which is not on staging's allow-list");
    expect(refusal(manifest({ publicPath: 'https://cdn.example' }))).toBe(
      "its code is served from https://cdn.exampleremoteentry.js, which is not on staging's allow-list",
    );
  });

  it("checks every exposed module's files, not only the entry", () => {
    expect(
      refusal(manifest({ publicPath: '/' }, ['/evil.example/routes.js']), {
        allowed: ['https://app.example'],
        described: "on staging's allow-list",
      }),
    ).toBe("its code is served from https://evil.example, which is not on staging's allow-list");
  });

  it('refuses an address that is not http(s)', () => {
    expect(refusal(manifest({ publicPath: 'data:text/javascript,alert(1)//' }))).toBe(
      'its code is served from "data:text/javascript,alert(1)//remoteEntry.js", which is not an http(s) address',
    );
    expect(refusal(manifest({ publicPath: 'http://[' }))).toMatch(/which is not an http\(s\) address$/);
  });

  it('refuses a manifest that does not say where its code is, in a form it can read', () => {
    const unreadable = 'its mf-manifest.json does not say where its code is served from in a form the host can read';
    expect(refusal(null)).toBe(unreadable);
    expect(refusal({ exposes: [] })).toBe(unreadable);
    expect(refusal(manifest({ publicPath: 42 }))).toBe(unreadable);
    expect(refusal(manifest({ publicPath: undefined }))).toBe(unreadable);
    expect(refusal(manifest({ remoteEntry: { path: '' } }))).toBe(unreadable);
    expect(refusal(manifest({}, [{ url: 'https://evil.example/x.js' }] as unknown as string[]))).toBe(unreadable);
  });
});

describe('codeOriginsOf', () => {
  const pinned: RemoteManifestEntry = {
    name: 'remote_apps',
    entry: MANIFEST_URL,
    version: '1.2.0',
    title: 'Apps',
    basePaths: ['/todo'],
  };

  it("holds a pinned remote to its own manifest's origin", () => {
    const origins = codeOriginsOf(pinned);
    expect(origins).toEqual({
      allowed: ['https://cdn.example'],
      described: 'the origin of its mf-manifest.json (https://cdn.example)',
    });
    expect(codeOriginRefusal(MANIFEST_URL, manifest({ publicPath: 'http://127.0.0.1:3998/' }), origins, PAGE)).toBe(
      'its code is served from http://127.0.0.1:3998, which is not the origin of its mf-manifest.json (https://cdn.example)',
    );
  });

  it("holds an override to the environment's allow-list", () => {
    expect(codeOriginsOf({ ...pinned, codeOrigins: STAGING })).toBe(STAGING);
  });
});

// The federation runtime's own reading of a manifest (its sdk), to hold this one to it.
interface SnapshotAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Snapshot {
  remoteEntry: string;
  modules: { moduleName: string; assets: SnapshotAssets }[];
}
interface Sdk {
  generateSnapshotFromManifest(manifest: unknown, options: { version: string }): Snapshot;
  getResourceUrl(snapshot: Snapshot, file: string): string;
}
const sdk = jest.requireActual<Sdk>(
  require.resolve('@module-federation/sdk', { paths: [require.resolve('@module-federation/enhanced/runtime')] }),
);

it('names the same addresses as the federation runtime itself', () => {
  const cases = [
    manifest(),
    manifest({ publicPath: '' }),
    manifest({ publicPath: 'http://127.0.0.1:3998/remote-apps/' }),
    manifest({ publicPath: '//evil.example/' }),
    manifest({ publicPath: '/static/', remoteEntry: { name: 'remoteEntry.js', path: '/entry/' } }),
    manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: './entry' } }),
    manifest({ publicPath: 'http://127.0.0.1', remoteEntry: { name: 'remoteEntry.js', path: ':3998/' } }),
  ];
  for (const json of cases) {
    const snapshot = sdk.generateSnapshotFromManifest(json, { version: MANIFEST_URL });
    const resource = (file: string) => sdk.getResourceUrl(snapshot, file);
    const ours = remoteCodeUrls(MANIFEST_URL, json);
    expect(ours).toEqual({
      entry: resource(snapshot.remoteEntry),
      exposes: snapshot.modules.map(({ moduleName, assets }) => ({
        name: moduleName,
        js: { sync: assets.js.sync.map(resource), async: assets.js.async.map(resource) },
        css: { sync: assets.css.sync.map(resource), async: assets.css.async.map(resource) },
      })),
    });
  }
});
