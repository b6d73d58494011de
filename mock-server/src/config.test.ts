import { DEFAULT_SETTINGS, parseExpiry, settingsFromEnv } from './config';

describe('settingsFromEnv', () => {
  it('reads the lock-out, reset and session settings', () => {
    expect(
      settingsFromEnv({
        LOGIN_MAX_ATTEMPTS: '3',
        LOGIN_LOCK_SECONDS: '5',
        PASSWORD_RESET_LIMIT: '10',
        SIGNUP_HOURLY_LIMIT: '0',
        SIGNUP_IP_LIMIT: '7',
        SESSION_EXPIRY: '06:30',
        SITE_URL: 'https://tessera.example/',
        ALLOWED_ORIGINS: ' https://app.tessera.example/ , http://LOCALHOST:3000/login ',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback, 192.168.0.0/255.255.0.0',
        SITE_NAME: ' team.example ',
      }),
    ).toEqual({
      loginMaxAttempts: 3,
      loginLockSeconds: 5,
      passwordResetLimit: 10,
      signupHourlyLimit: 0,
      signupIpLimit: 7,
      sessionExpirySeconds: 6 * 3600 + 30 * 60,
      siteUrl: 'https://tessera.example',
      allowedOrigins: ['https://app.tessera.example', 'http://localhost:3000'],
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback', '192.168.0.0/255.255.0.0'],
      siteName: 'team.example',
    });
    expect(settingsFromEnv({})).toEqual({});
  });

  it('refuses nonsense instead of guessing', () => {
    expect(() => settingsFromEnv({ LOGIN_MAX_ATTEMPTS: 'many' })).toThrow(
      'LOGIN_MAX_ATTEMPTS must be a non-negative integer',
    );
    expect(() => parseExpiry('forever')).toThrow('SESSION_EXPIRY');
    expect(parseExpiry('170:00')).toBe(612000);
    expect(parseExpiry('01:00:30')).toBe(3630);
    expect(() => settingsFromEnv({ SITE_NAME: 'http://tessera.localhost:8000' })).toThrow('SITE_NAME');
  });

  it('refuses an ALLOWED_ORIGINS entry that is not an origin, and a TRUST_PROXY entry that is not an address', () => {
    for (const bad of ['localhost:3000x', 'null', 'file:///etc/passwd', '*']) {
      expect(() => settingsFromEnv({ ALLOWED_ORIGINS: `http://localhost:3000,${bad}` })).toThrow(
        `ALLOWED_ORIGINS: "${bad}"`,
      );
    }
    for (const bad of ['true', '*', '10.0.0.0/33', '127.0.0.1/8/8', 'proxy.local']) {
      expect(() => settingsFromEnv({ TRUST_PROXY: bad })).toThrow(`TRUST_PROXY: "${bad}"`);
    }
  });

  it('defaults to the host app origins and to trusting no proxy', () => {
    expect(DEFAULT_SETTINGS.allowedOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(DEFAULT_SETTINGS.trustProxy).toEqual([]);
  });
});
