import { EnvironmentManifestError, parseEnvironmentManifest, remoteOwning } from './remote-manifest';

const BASE = 'https://app.example/host/remotes.json';

const production = (changes: Record<string, unknown> = {}) => ({
  environment: 'production',
  releases: 'https://cdn.example/releases',
  remotes: {
    remote_apps: { release: 'remote-apps', version: '1.1.0', title: 'Apps', basePaths: ['/todo'] },
  },
  ...changes,
});

/** The message parseEnvironmentManifest refuses `json` with. */
function refusal(json: unknown): string {
  try {
    parseEnvironmentManifest(json, BASE);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentManifestError);
    return (error as Error).message;
  }
  throw new Error('the manifest was accepted');
}

describe('parseEnvironmentManifest', () => {
  it('pins a remote to a version in the releases store', () => {
    const { manifest, problems } = parseEnvironmentManifest(production(), BASE);
    expect(problems).toEqual([]);
    expect(manifest).toEqual({
      environment: 'production',
      releases: 'https://cdn.example/releases/',
      overrides: { allowed: false, origins: [], versions: {} },
      remotes: [
        {
          name: 'remote_apps',
          entry: 'https://cdn.example/releases/remote-apps/1.1.0/mf-manifest.json',
          version: '1.1.0',
          release: 'remote-apps',
          title: 'Apps',
          basePaths: ['/todo'],
        },
      ],
    });
  });

  it('names the backend site for the realtime connection, when given, and refuses a site that is no hostname', () => {
    expect(parseEnvironmentManifest(production({ site: 'erp.example.com' }), BASE).manifest.site).toBe(
      'erp.example.com',
    );
    expect(parseEnvironmentManifest(production(), BASE).manifest.site).toBeUndefined();
    expect(refusal(production({ site: '../other' }))).toMatch(/"site" must be the Frappe site's name/);
    expect(refusal(production({ site: 42 }))).toMatch(/"site"/);
  });

  it('rolls a remote forward by its version alone', () => {
    const next = production({
      remotes: { remote_apps: { release: 'remote-apps', version: '1.2.0', basePaths: ['/todo'] } },
    });
    expect(parseEnvironmentManifest(next, BASE).manifest.remotes[0]?.entry).toBe(
      'https://cdn.example/releases/remote-apps/1.2.0/mf-manifest.json',
    );
  });

  it('reads an entry URL as it is, relative to the manifest', () => {
    const { manifest } = parseEnvironmentManifest(
      { environment: 'staging', remotes: { remote_apps: { entry: '/apps/mf-manifest.json', basePaths: ['/todo/'] } } },
      BASE,
    );
    expect(manifest.remotes[0]).toMatchObject({
      entry: 'https://app.example/apps/mf-manifest.json',
      basePaths: ['/todo'],
    });
  });

  it('refuses the remotes alone, without an environment (the shape from before environments existed)', () => {
    expect(
      refusal({
        remote_apps: { entry: 'http://127.0.0.1:3002/mf-manifest.json', title: 'Apps', basePaths: ['/todo'] },
      }),
    ).toBe('remotes.json: "remotes" must be an object keyed by remote name');
  });

  it('lets staging allow overrides from listed origins, in listed version ranges', () => {
    const { manifest } = parseEnvironmentManifest(
      production({
        environment: 'staging',
        overrides: { allowed: true, origins: ['https://cdn.example'], versions: { remote_apps: '^1.0.0' } },
      }),
      BASE,
    );
    expect(manifest.overrides).toEqual({
      allowed: true,
      origins: ['https://cdn.example'],
      versions: { remote_apps: '^1.0.0' },
    });
  });

  it('refuses, naming the field, a manifest it cannot use', () => {
    expect(refusal([1, 2])).toBe('remotes.json must be an object');
    expect(refusal(production({ remotes: [] }))).toMatch(/"remotes" must be an object/);
    expect(refusal(production({ environment: '' }))).toMatch(/"environment" must name the environment/);
    expect(refusal(production({ releases: 'ftp://cdn.example/' }))).toMatch(/"releases" must be the http\(s\) URL/);
    expect(refusal(production({ overrides: { allowed: 'yes' } }))).toMatch(/"overrides.allowed" must be true or false/);
    expect(refusal(production({ overrides: { allowed: true } }))).toMatch(/cannot be true in production/);
    expect(
      refusal(production({ environment: 'staging', overrides: { allowed: true, origins: ['https://cdn.example/x'] } })),
    ).toMatch(/"overrides.origins\[0\]" is not an http\(s\) origin/);
    expect(
      refusal(production({ environment: 'staging', overrides: { allowed: true, versions: { remote_apps: 1 } } })),
    ).toMatch(/"overrides.versions" must map remote names to version ranges/);
  });

  it('leaves out a malformed remote, naming the field, and keeps the others', () => {
    const { manifest, problems } = parseEnvironmentManifest(
      production({
        remotes: {
          'bad-name': { entry: 'http://a/mf-manifest.json' },
          remote_nothing: { title: 'x' },
          remote_version: { release: 'remote-x', version: 'latest' },
          remote_folder: { release: '../etc', version: '1.0.0' },
          remote_script: { entry: 'javascript:alert(1)' },
          remote_ok: { entry: 'http://a/mf-manifest.json' },
        },
      }),
      BASE,
    );
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(['remote_ok']);
    expect(manifest.remotes[0]?.title).toBe('remote_ok');
    expect(problems).toEqual([
      '"bad-name" is not a valid remote name',
      'remotes.remote_nothing needs an "entry", or a "release" and "version" in the releases store',
      'remotes.remote_version.version must be a release version such as "1.2.0"',
      'remotes.remote_folder.release must be its folder in the releases store (e.g. "remote-apps")',
      'remotes.remote_script.entry must be the http(s) URL of its mf-manifest.json',
    ]);
  });

  it('says so when a remote is pinned to a release but no store is named', () => {
    const { problems } = parseEnvironmentManifest(
      { environment: 'staging', remotes: { remote_apps: { release: 'remote-apps', version: '1.0.0' } } },
      BASE,
    );
    expect(problems).toEqual([
      'remotes.remote_apps is pinned to a release, but the manifest names no "releases" store',
    ]);
  });
});

describe('remoteOwning', () => {
  const apps = { name: 'remote_apps', basePaths: ['/todo', '/chat'] };
  const projects = { name: 'remote_projects', basePaths: ['/projects'] };

  it('is the remote one of whose prefixes the path lies under, whole segments only', () => {
    expect(remoteOwning([projects, apps], '/todo/list')).toBe(apps);
    expect(remoteOwning([projects, apps], '/chat')).toBe(apps);
    expect(remoteOwning([projects, apps], '/projects/all')).toBe(projects);
    expect(remoteOwning([projects, apps], '/todolist')).toBeUndefined();
    expect(remoteOwning([projects, apps], '/session/signin')).toBeUndefined();
  });
});
