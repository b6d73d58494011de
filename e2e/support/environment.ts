import type { LaunchOptions } from '@playwright/test';
// Shared with the benchmark scripts (plain Node), hence JSON.
import chromiumFlags from './chromium-flags.json';

// E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their browser tests at once.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) throw new Error('E2E_PORT_OFFSET must be a whole number ≥ 0');

export const E2E_PORTS = {
  host: 4000 + offset,
  remotes: [4001 + offset, 4002 + offset, 4003 + offset],
  mock: 4800 + offset,
  /** A second host, started by the isolation test with its own remotes.json, and the remote-apps it stops. */
  isolationHost: 4100 + offset,
  isolationApps: 4102 + offset,
  /**
   * The real-Frappe test's own stack: a host in front of a Frappe-only backend (the mock-server as a stock
   * site) and the demo service beside it (the mock-server in demo-only mode).
   */
  besideFrappe: { host: 4200 + offset, frappe: 4810 + offset, demo: 4811 + offset },
  /** The site-time-zone test's own host and mock-server (run as a site in New York). */
  siteTimeZone: { host: 4400 + offset, mock: 4820 + offset },
  /** The releases test's store (a static origin, as a CDN) and its production and staging hosts. */
  releases: { store: 4300 + offset, production: 4301 + offset, staging: 4302 + offset },
} as const;

export const MOCK_URL = `http://127.0.0.1:${E2E_PORTS.mock}`;

/** Debian's Chromium (never a downloaded browser); the flags keep it off this machine's closed network. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};

export const DEMO_PASSWORD = 'tessera-demo';

export const DEMO_USERS = {
  SA: { email: 'sa@tessera.dev', name: 'Sofia Alvarez' },
  ADMIN: { email: 'admin@tessera.dev', name: 'Adam Reyes' },
  EDITOR: { email: 'editor@tessera.dev', name: 'Elena Park' },
  GUEST: { email: 'guest@tessera.dev', name: 'Gus Turner' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;
