// Tunables that mirror Frappe's System Settings, with Frappe's defaults (v15/v16 system_settings.json:
// allow_consecutive_login_attempts 10, allow_login_after_fail 60 s, session_expiry "170:00",
// password_reset_limit 3 per hour). Each can be set by an environment variable or passed to buildServer().

export interface Settings {
  /** Failed logins allowed (per user and per IP) before the lock; 0 turns tracking off, as in Frappe. */
  loginMaxAttempts: number;
  /** Seconds a user/IP stays locked. */
  loginLockSeconds: number;
  /** Idle session lifetime in seconds; also the `sid` cookie's Max-Age. */
  sessionExpirySeconds: number;
  /** reset_password calls allowed per IP per hour. */
  passwordResetLimit: number;
  /** sign_up is refused when more users than this were created in the last hour (Frappe: 300). */
  signupHourlyLimit: number;
  /** sign_up calls allowed per IP per hour (the mock-server's own extra guard). */
  signupIpLimit: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Public base URL used in e-mail links (outbox). */
  siteUrl: string;
}

export const DEFAULT_SETTINGS: Settings = {
  loginMaxAttempts: 10,
  loginLockSeconds: 60,
  sessionExpirySeconds: 170 * 3600,
  passwordResetLimit: 3,
  signupHourlyLimit: 300,
  signupIpLimit: 20,
  bodyLimitBytes: 1024 * 1024,
  siteUrl: 'http://localhost:8000',
};

function intFromEnv(env: NodeJS.ProcessEnv, key: string): number | undefined {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** "hh:mm" or "hh:mm:ss" (Frappe's session_expiry format) to seconds. */
export function parseExpiry(text: string): number {
  const parts = text.split(':').map((p) => Number(p));
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !Number.isInteger(p) || p < 0)) {
    throw new Error(`SESSION_EXPIRY must look like "170:00", got "${text}"`);
  }
  const [h, m, s = 0] = parts;
  return h * 3600 + m * 60 + s;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Settings> {
  const out: Partial<Settings> = {};
  const attempts = intFromEnv(env, 'LOGIN_MAX_ATTEMPTS');
  if (attempts !== undefined) out.loginMaxAttempts = attempts;
  const lock = intFromEnv(env, 'LOGIN_LOCK_SECONDS');
  if (lock !== undefined) out.loginLockSeconds = lock;
  const reset = intFromEnv(env, 'PASSWORD_RESET_LIMIT');
  if (reset !== undefined) out.passwordResetLimit = reset;
  const signup = intFromEnv(env, 'SIGNUP_HOURLY_LIMIT');
  if (signup !== undefined) out.signupHourlyLimit = signup;
  const signupIp = intFromEnv(env, 'SIGNUP_IP_LIMIT');
  if (signupIp !== undefined) out.signupIpLimit = signupIp;
  if (env.SESSION_EXPIRY) out.sessionExpirySeconds = parseExpiry(env.SESSION_EXPIRY);
  if (env.SITE_URL) out.siteUrl = env.SITE_URL.replace(/\/+$/, '');
  return out;
}
