import { describeIncompatibilities, incompatibilities } from './compatibility';

const HOST = { react: '19.3.1', 'shared-auth': '1.3.0', 'shared-ui': '1.0.0' };

describe('incompatibilities', () => {
  it('accepts singletons whose ranges the host versions satisfy', () => {
    expect(
      incompatibilities(
        [
          { name: 'react', requiredVersion: '^19.0.0', singleton: true },
          { name: 'shared-auth', requiredVersion: '~1.3.0', singleton: true },
          { name: 'shared-ui', requiredVersion: '>=1.0.0 <2.0.0', singleton: true },
        ],
        HOST,
      ),
    ).toEqual([]);
  });

  it('names each singleton needed in a range the host does not provide', () => {
    expect(
      incompatibilities(
        [
          { name: 'shared-auth', requiredVersion: '^2.0.0', singleton: true },
          { name: 'react', requiredVersion: '^18.2.0', singleton: true },
          { name: 'shared-ui', requiredVersion: '^1.0.0', singleton: true },
        ],
        HOST,
      ),
    ).toEqual([
      { name: 'shared-auth', required: '^2.0.0', provided: '1.3.0' },
      { name: 'react', required: '^18.2.0', provided: '19.3.1' },
    ]);
  });

  it('leaves to the remote what it shares without a singleton, without a range, or that the host does not share', () => {
    expect(
      incompatibilities(
        [
          { name: 'react', requiredVersion: '^18.0.0', singleton: false },
          { name: 'shared-auth', requiredVersion: false, singleton: true },
          { name: 'lodash-es', requiredVersion: '^4.0.0', singleton: true },
        ],
        HOST,
      ),
    ).toEqual([]);
  });
});

describe('describeIncompatibilities', () => {
  it('says what the release needs and what the host provides', () => {
    expect(
      describeIncompatibilities('remote_apps', '2.0.0', [{ name: 'shared-auth', required: '^2', provided: '1.3.0' }]),
    ).toBe('remote_apps 2.0.0 needs shared-auth ^2, this host provides 1.3.0');
    expect(
      describeIncompatibilities('remote_apps', undefined, [
        { name: 'shared-auth', required: '^2', provided: '1.3.0' },
        { name: 'react', required: '^18', provided: '19.3.1' },
      ]),
    ).toBe('remote_apps needs shared-auth ^2 and react ^18, this host provides shared-auth 1.3.0, react 19.3.1');
  });
});
