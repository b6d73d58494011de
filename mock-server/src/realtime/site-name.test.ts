import { hostnameOf, siteNameOf } from './site-name';

describe('siteNameOf (Frappe get_site_name)', () => {
  const site = 'tessera.localhost';

  it('takes X-Frappe-Site-Name first, its host name only', () => {
    expect(siteNameOf({ host: '127.0.0.1:8000', 'x-frappe-site-name': 'team.example:443' }, site)).toBe('team.example');
  });

  it('takes the configured site for localhost and 127.0.0.1, whatever the Origin', () => {
    expect(siteNameOf({ host: 'localhost:8000', origin: 'http://other.example' }, site)).toBe(site);
    expect(siteNameOf({ host: '127.0.0.1' }, site)).toBe(site);
  });

  it("takes the Origin's host name for another Host, else the Host's", () => {
    expect(siteNameOf({ host: '10.0.0.5:8000', origin: 'https://team.example:8443' }, site)).toBe('team.example');
    expect(siteNameOf({ host: 'team.example:8000' }, site)).toBe('team.example');
  });
});

describe('hostnameOf (Frappe get_hostname)', () => {
  it('drops the scheme, path and port', () => {
    expect(hostnameOf('http://127.0.0.1:3000/page')).toBe('127.0.0.1');
    expect(hostnameOf('localhost:8000')).toBe('localhost');
    expect(hostnameOf(undefined)).toBeUndefined();
  });
});
