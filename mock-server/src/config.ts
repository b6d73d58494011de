// Tunables that mirror Frappe's System Settings, with Frappe's defaults (v15/v16 system_settings.json:
// allow_consecutive_login_attempts 10, allow_login_after_fail 60 s, session_expiry "170:00",
// password_reset_limit 3 per hour), plus where browser writes may come from and which proxies to believe.
// Each can be set by an environment variable or passed to buildServer().

import net from 'node:net';
import { originOf } from './http/origin';

export interface Settings {
  /** Failed logins allowed (per user and per IP) before the lock; 0 turns tracking off, as in Frappe. */
  loginMaxAttempts: number;
  /** Seconds a user/IP stays locked. */
  loginLockSeconds: number;
  /** Idle session lifetime in seconds; also the `sid` cookie's Max-Age. */
  sessionExpirySeconds: number;
  /** reset_password calls allowed per IP per hour. */
  passwordResetLimit: number;
  /** How long a reset (or sign-up) link's key stays valid, in seconds; 0 for ever (Frappe: 1200). */
  resetLinkExpirySeconds: number;
  /** The zxcvbn score a new password needs (Frappe's System Settings: password policy on, minimum 2). */
  minimumPasswordScore: number;
  /** sign_up is refused when more users than this were created in the last hour (Frappe: 300). */
  signupHourlyLimit: number;
  /**
   * The role sign_up gives a new user (Frappe's Portal Settings "Default Role at Time of Signup"): the mock's site
   * makes them Tessera Guests, who read; with none, a new user would have no app role and no access.
   */
  signupDefaultRole: string;
  /** sign_up calls allowed per IP per hour (the mock-server's own extra guard). */
  signupIpLimit: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Public base URL used in e-mail links (outbox). */
  siteUrl: string;
  /** Print the mail the server would send to the console (PRINT_MAIL=1; the outbox table has it either way). */
  printMail: boolean;
  /**
   * Origins (scheme://host:port) whose pages may send POST/PUT/PATCH/DELETE to /api. The host app proxies
   * /api, so its own origin is the one to list.
   */
  allowedOrigins: string[];
  /**
   * Proxies (addresses, CIDR ranges, or proxy-addr's names loopback/linklocal/uniquelocal) whose
   * X-Forwarded-For/-Proto are believed. Empty: nobody's; the client address is the socket's.
   */
  trustProxy: string[];
  /**
   * The site's name (Frappe's site folder, e.g. `tessera.localhost`): the realtime server's namespace, which a
   * connection from localhost/127.0.0.1 must name (`/<siteName>`), as a Frappe bench's `default_site`.
   */
  siteName: string;
}

export const DEFAULT_SETTINGS: Settings = {
  loginMaxAttempts: 10,
  loginLockSeconds: 60,
  sessionExpirySeconds: 170 * 3600,
  passwordResetLimit: 3,
  resetLinkExpirySeconds: 1200,
  minimumPasswordScore: 2,
  signupHourlyLimit: 300,
  signupDefaultRole: 'Tessera Guest',
  signupIpLimit: 20,
  bodyLimitBytes: 1024 * 1024,
  siteUrl: 'http://localhost:8000',
  printMail: false,
  allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
  trustProxy: [],
  siteName: 'tessera.localhost',
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
  // The length check above guarantees hours and minutes; only the seconds are optional.
  const [h = 0, m = 0, s = 0] = parts;
  return h * 3600 + m * 60 + s;
}

function listFromEnv(env: NodeJS.ProcessEnv, key: string): string[] | undefined {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** ALLOWED_ORIGINS entries as origins ("http://localhost:3000/" → "http://localhost:3000"). */
export function parseOrigins(entries: readonly string[]): string[] {
  return entries.map((entry) => {
    const origin = originOf(entry);
    if (!origin) throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin such as http://localhost:3000`);
    return origin;
  });
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  // split() always yields at least one item, so the default is never used.
  const [address = '', range, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range); // netmask form, 10.0.0.0/255.0.0.0
}

/** TRUST_PROXY entries, checked here so that a typo stops the start instead of trusting the wrong peer. */
export function parseTrustProxy(entries: readonly string[]): string[] {
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, or loopback/linklocal/uniquelocal`);
    }
  }
  return [...entries];
}

/** SITE_NAME: a host name such as tessera.localhost (what a Host header would carry, without a port). */
export function parseSiteName(text: string): string {
  const name = text.trim();
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(name)) {
    throw new Error(`SITE_NAME must be a host name such as tessera.localhost, got "${text}"`);
  }
  return name;
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
  if (env.PRINT_MAIL === '1') out.printMail = true;
  const origins = listFromEnv(env, 'ALLOWED_ORIGINS');
  if (origins) out.allowedOrigins = parseOrigins(origins);
  const proxies = listFromEnv(env, 'TRUST_PROXY');
  if (proxies) out.trustProxy = parseTrustProxy(proxies);
  if (env.SITE_NAME) out.siteName = parseSiteName(env.SITE_NAME);
  return out;
}
