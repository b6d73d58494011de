import { parseRemoteManifest } from './remote-manifest';

describe('parseRemoteManifest', () => {
  it('reads entries, resolving relative entry URLs and trimming prefixes', () => {
    const { entries, problems } = parseRemoteManifest(
      {
        remote_apps: {
          entry: '/apps/mf-manifest.json',
          version: '1.4.0',
          title: 'Apps',
          basePaths: ['/todo/', 'no-slash', '//x'],
        },
      },
      'https://staging.example/host/remotes.json',
    );
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      {
        name: 'remote_apps',
        entry: 'https://staging.example/apps/mf-manifest.json',
        version: '1.4.0',
        title: 'Apps',
        basePaths: ['/todo'],
      },
    ]);
  });

  it('skips malformed entries and says why, keeping the rest', () => {
    const { entries, problems } = parseRemoteManifest(
      { 'bad-name': { entry: 'x' }, remote_x: { version: '1' }, remote_ok: { entry: 'http://a/mf-manifest.json' } },
      'http://h/',
    );
    expect(entries.map((entry) => entry.name)).toEqual(['remote_ok']);
    expect(entries[0]?.title).toBe('remote_ok');
    expect(problems).toHaveLength(2);
  });

  it('refuses a manifest that is not an object', () => {
    expect(parseRemoteManifest([1, 2], 'http://h/').entries).toEqual([]);
    expect(parseRemoteManifest(null, 'http://h/').problems).toHaveLength(1);
  });
});
