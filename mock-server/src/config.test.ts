import { parseExpiry, settingsFromEnv } from './config';

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
      }),
    ).toEqual({
      loginMaxAttempts: 3,
      loginLockSeconds: 5,
      passwordResetLimit: 10,
      signupHourlyLimit: 0,
      signupIpLimit: 7,
      sessionExpirySeconds: 6 * 3600 + 30 * 60,
      siteUrl: 'https://tessera.example',
    });
    expect(settingsFromEnv({})).toEqual({});
  });

  it('refuses nonsense instead of guessing', () => {
    expect(() => settingsFromEnv({ LOGIN_MAX_ATTEMPTS: 'many' })).toThrow('LOGIN_MAX_ATTEMPTS must be a non-negative integer');
    expect(() => parseExpiry('forever')).toThrow('SESSION_EXPIRY');
    expect(parseExpiry('170:00')).toBe(612000);
    expect(parseExpiry('01:00:30')).toBe(3630);
  });
});
